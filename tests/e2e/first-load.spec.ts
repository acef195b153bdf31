// Issue 13: what a visitor without an account downloads on a catalogue page. The API client (its token refresher
// rides along with every call) is not part of it: the order dialog, the last-order offer and a repeated order load
// it when they are needed. Reaching for the order button loads it, so the marker is real and the check can fail.
// Nor is next/image's client component or its attribute code: pictures are plain <img> elements with its attributes,
// rendered on the server (CatalogImage; a game's product pictures too, passed to its checkout island). Nor
// are Next's legacy polyfills (lib/build/drop-module-loader.cjs): every supported browser has what they add.
// Issue 26: nor next/dynamic's loader (the header's lazy parts use React's lazy), nor the error screen (the error
// boundaries load it when an error is shown). And a page answered from the page cache paints from its inlined
// styles: its stylesheet links are deferred, then applied in full once the page is live.
import { expect, test } from "./fixtures/csp-guard";
import { markersLoaded } from "./fixtures/scripts-loaded";
import { apiGet } from "./fixtures/api-get";
import { firstLoadCode } from "./fixtures/first-load-code";

/** The API client's token refresher: every request of lib/api carries it. */
const API_CLIENT = ["/api/auth/jwt/refresh/"];
/** next/image's client component (the attribute it writes on every picture): catalogue art is a plain <img>. */
const IMAGE_COMPONENT = "data-nimg";
/** next/image's attribute code (getImageProps and its loader): pictures are rendered on the server, even a game's. */
const IMAGE_PROPS_CODE = "__next_img_default";
/** Next's polyfill module (`String.prototype.trimStart = String.prototype.trimLeft` and the like). */
const LEGACY_POLYFILLS = "prototype.trimLeft";
/** next/dynamic's loader (its bail-out to client rendering). */
const NEXT_DYNAMIC = "BailoutToCSRForNextDynamic";
/** The error screen (components/layout/error-screen.tsx): its heading's id. */
const ERROR_SCREEN = "error-screen-title";
/** jotai (its module's own address, kept for import.meta): the shell's state is a small store of its own. */
const JOTAI = "node_modules/jotai/";
/** next-intl's runtime (use-intl's error code): the shell gets its strings as props, later parts bring it along. */
const NEXT_INTL = "ENVIRONMENT_FALLBACK";

test("a guest's catalogue pages load no API client until the order button is reached, no image component, no polyfills", async ({
  page,
  request,
}) => {
  test.slow(); // ten pages, each waited on until its network is idle
  const games = (await (await apiGet(request, "/api/games/?limit=100")).json()).results as { id: number }[];
  const gift = (await (await apiGet(request, "/api/gifts/?limit=1")).json()).results[0];
  const product = (await (await apiGet(request, "/api/products/?limit=1")).json()).results[0];
  const paths = [
    "/",
    ...games.slice(0, 4).map((g) => `/games/${g.id}`),
    "/gifts",
    `/gifts/detalis/${gift.id}`,
    "/products",
    `/products/details/${product.id}`,
  ];
  for (const path of paths) {
    const loaded = await markersLoaded(
      page,
      [
        ...API_CLIENT,
        IMAGE_COMPONENT,
        IMAGE_PROPS_CODE,
        LEGACY_POLYFILLS,
        ERROR_SCREEN,
        // A game's checkout and a gift's purchase still load theirs with next/dynamic (in their islands' chunks,
        // after the first load): only the shell is checked.
        ...(/^\/(games|gifts\/detalis)\//.test(path) ? [] : [NEXT_DYNAMIC]),
      ],
      () => page.goto(path),
    );
    expect({ path, loaded }).toEqual({ path, loaded: [] });
  }

  await page.goto(`/games/${games[0].id}`);
  const order = page.getByRole("button", { name: "Оформить заказ" });
  await expect(order).toBeVisible();
  // Hydrated (the header's sign-in button is enabled then): a cached page paints from its inlined styles before.
  await expect(page.getByRole("button", { name: "Войти" })).toBeEnabled();
  expect(await markersLoaded(page, API_CLIENT, () => order.hover())).toEqual(API_CLIENT);
});

test("a guest's first load of the shell's routes carries neither jotai nor next-intl's runtime (issue 26)", async ({
  request,
}) => {
  const gift = (await (await apiGet(request, "/api/gifts/?limit=1")).json()).results[0];
  const product = (await (await apiGet(request, "/api/products/?limit=1")).json()).results[0];
  const paths = [
    "/",
    "/gifts",
    `/gifts/detalis/${gift.id}`,
    "/products",
    `/products/details/${product.id}`,
    "/info",
  ];
  for (const path of paths) {
    const code = await firstLoadCode(request, path);
    const found = [JOTAI, NEXT_INTL].filter((marker) => code.includes(marker));
    expect({ path, found }).toEqual({ path, found: [] });
  }
});

test("a page from the page cache paints from its inlined styles and applies its stylesheets once live", async ({
  page,
  request,
}) => {
  // A render is kept by the cache; a later request is answered from memory (the first answer sets the locale cookie,
  // a key of its own, so it may take a render more).
  let cached = await apiGet(request, "/gifts", { headers: { accept: "text/html" } });
  for (let i = 0; i < 3 && cached.headers()["x-page-cache"] !== "hit"; i++)
    cached = await apiGet(request, "/gifts", { headers: { accept: "text/html" } });
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  const html = await cached.text();
  const nonce = /'nonce-([^']+)'/.exec(cached.headers()["content-security-policy"] ?? "")?.[1];
  expect(html).toContain(`<style data-inlined-css="" nonce="${nonce}">`);
  const links = html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toContain('media="print"');

  await page.goto("/gifts");
  await expect(page.getByRole("banner")).toBeVisible();
  // Hydrated: every stylesheet applies to the screen again, and none is left deferred.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (l) => l.media || "all",
        ),
      ),
    )
    .toEqual(links.map(() => "all"));
  await expect(page.locator("link[data-deferred-css]")).toHaveCount(0);
  // The header is laid out by the styles (a flex bar), not by the browser's defaults.
  const bar = page.getByRole("banner").locator("> div");
  expect(await bar.evaluate((el) => getComputedStyle(el).display)).toBe("flex");
});
