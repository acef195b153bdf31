// Issue 12: none of the console's code reaches the storefront. Every script a shopper's browser loads on the
// storefront's pages (first load and anything loaded lazily while the page settles) is free of the console's API
// paths, its table library and its chart library; the console's own dashboard loads all three, so the markers are
// real and the check can fail.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { markersLoaded } from "./fixtures/scripts-loaded";
import { sessionCookies } from "./fixtures/session-cookies";
import { apiGet } from "./fixtures/api-get";
import { DEMO, openGame, openOrderAfterPaying, orderFromGame } from "./fixtures/store-pages";

const ADMIN = { email: "e2e.admin@example.com", password: "Console-e2e-2026!" };

/** String literals and property names that minification keeps, one per console-only dependency. */
const CONSOLE_MARKERS = ["/api/admin/", "getCanSort", "recharts-wrapper"];

/** The markers found in the JavaScript `page` loads while it opens `path` and settles. */
const consoleMarkersLoaded = (page: Page, path: string) =>
  markersLoaded(page, CONSOLE_MARKERS, () => page.goto(path));

test("storefront pages load none of the console's code", async ({ page, request }) => {
  const game = (await (await apiGet(request, "/api/games/?limit=1")).json()).results[0];
  const gift = (await (await apiGet(request, "/api/gifts/?limit=1")).json()).results[0];
  const product = (await (await apiGet(request, "/api/products/?limit=1")).json()).results[0];
  const paths = [
    "/",
    `/games/${game.id}`,
    "/gifts",
    `/gifts/detalis/${gift.id}`,
    "/products",
    `/products/details/${product.id}`,
    "/feedback",
  ];
  for (const path of paths) {
    expect({ path, markers: await consoleMarkersLoaded(page, path) }).toEqual({ path, markers: [] });
  }
});

test("the console's dashboard loads its API client, table and chart code", async ({
  page,
  context,
  request,
}) => {
  const res = await request.post("/api/auth/jwt/create/", { data: ADMIN });
  expect(res.status()).toBe(200);
  await context.addCookies(sessionCookies(await res.json()));
  expect((await consoleMarkersLoaded(page, "/admin")).sort()).toEqual([...CONSOLE_MARKERS].sort());
});

/** The text of every stylesheet `page` has applied after opening `path`. */
async function stylesheetsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const collect = (res: import("@playwright/test").Response) => {
    if (res.request().resourceType() === "stylesheet") bodies.push(res.text().catch(() => ""));
  };
  page.on("response", collect);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  const inline = await page.locator("style").allTextContents();
  return [...(await Promise.all(bodies)), ...inline].join("\n");
}

/** The class names of the console's navigation, after checking that the console's own CSS holds them. */
async function consoleNavClasses(page: Page, context: BrowserContext, request: APIRequestContext) {
  const res = await request.post("/api/auth/jwt/create/", { data: ADMIN });
  expect(res.status()).toBe(200);
  await context.addCookies(sessionCookies(await res.json()));
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Разделы консоли" });
  await expect(nav).toBeVisible();
  const classes: string[] = String(await nav.evaluate((el) => el.className))
    .split(/\s+/)
    .filter(Boolean);
  expect(classes.length).toBeGreaterThan(0);
  expect(await stylesheetsOf(page, "/admin")).toContain(`.${classes[0]}`);
  await context.clearCookies();
  /** Which of the console's navigation classes the CSS of `path`, opened in `on`, holds. */
  return async (on: Page, path: string) => {
    const css = await stylesheetsOf(on, path);
    expect(css.length).toBeGreaterThan(0);
    return { path, console: classes.filter((c) => css.includes(`.${c}`)) };
  };
}

// Issue 13: Turbopack's default CSS chunking once put every CSS Module of the app, the console's included, in one
// render-blocking file of the root layout. The console's navigation styles are found on the console and nowhere on
// the catalogue.
test("storefront pages load none of the console's styles", async ({ page, context, request }) => {
  const consoleStylesOf = await consoleNavClasses(page, context, request);
  const game = (await (await apiGet(request, "/api/games/?limit=1")).json()).results[0];
  for (const path of ["/", `/games/${game.id}`, "/gifts", "/products"]) {
    expect(await consoleStylesOf(page, path)).toEqual({ path, console: [] });
  }
});

// The same for the sandbox's payment page, an order's page and a shopper's profile. Turbopack's graph chunking merges
// CSS modules the console shares with the storefront (ui/facts.module.css composed by the console's record, the
// profile's module through the console's session renewal) into common files, and which file the console's styles
// land in moves with the module graph: these pages held them until the gift page's island changed that graph
// (issue 26), and breaking one share by hand once moved them onto every catalogue page. This check says when a
// change brings them back.
test("the payment, order and profile pages load none of the console's styles", async ({
  page,
  context,
  request,
}) => {
  const consoleStylesOf = await consoleNavClasses(page, context, request);
  // A guest's order: the sandbox's payment page in the provider's window, then the order's page once paid.
  await openGame(page, "PUBG Mobile");
  await orderFromGame(page, "60 UC", (form) =>
    form.getByLabel("Электронная почта").fill("console-css@example.com"),
  );
  await page.getByRole("radio", { name: /Банковская карта \(песочница\)/ }).check();
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  const provider = await popup;
  const sandboxPay = new URL(provider.url()).pathname;
  expect(sandboxPay).toMatch(/^\/sandbox\/pay\//);
  expect.soft(await consoleStylesOf(provider, sandboxPay)).toEqual({ path: sandboxPay, console: [] });
  await provider.getByRole("button", { name: "Оплатить" }).click();
  await openOrderAfterPaying(page);
  const details = new URL(page.url()).pathname;
  expect.soft(await consoleStylesOf(page, details)).toEqual({ path: details, console: [] });

  // The demo shopper's profile, signed in.
  const demo = await request.post("/api/auth/jwt/create/", { data: DEMO });
  expect(demo.status()).toBe(200);
  await context.addCookies(sessionCookies(await demo.json()));
  await page.goto("/profile");
  await expect(page.getByRole("main")).toContainText(DEMO.email);
  expect.soft(await consoleStylesOf(page, "/profile")).toEqual({ path: "/profile", console: [] });
});
