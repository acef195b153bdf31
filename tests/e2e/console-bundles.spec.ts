// Issue 12: none of the console's code reaches the storefront. Every script a shopper's browser loads on the
// storefront's pages (first load and anything loaded lazily while the page settles) is free of the console's API
// paths, its table library and its chart library; the console's own dashboard loads all three, so the markers are
// real and the check can fail.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { markersLoaded } from "./fixtures/scripts-loaded";
import { sessionCookies } from "./fixtures/session-cookies";
import { apiGet } from "./fixtures/api-get";

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

// Issue 13: Turbopack's default CSS chunking once put every CSS Module of the app, the console's included, in one
// render-blocking file of the root layout. The console's navigation styles are found on the console and nowhere on
// the storefront.
test("storefront pages load none of the console's styles", async ({ page, context, request }) => {
  const res = await request.post("/api/auth/jwt/create/", { data: ADMIN });
  expect(res.status()).toBe(200);
  await context.addCookies(sessionCookies(await res.json()));
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Разделы консоли" });
  await expect(nav).toBeVisible();
  const consoleClasses: string[] = String(await nav.evaluate((el) => el.className))
    .split(/\s+/)
    .filter(Boolean);
  expect(consoleClasses.length).toBeGreaterThan(0);
  expect(await stylesheetsOf(page, "/admin")).toContain(`.${consoleClasses[0]}`);
  await context.clearCookies();

  const game = (await (await apiGet(request, "/api/games/?limit=1")).json()).results[0];
  for (const path of ["/", `/games/${game.id}`, "/gifts", "/products"]) {
    const css = await stylesheetsOf(page, path);
    expect(css.length).toBeGreaterThan(0);
    expect({ path, console: consoleClasses.filter((c) => css.includes(`.${c}`)) }).toEqual({
      path,
      console: [],
    });
  }
});
