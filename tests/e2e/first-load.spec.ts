// Issue 13: what a visitor without an account downloads on a catalogue page. The API client (its token refresher
// rides along with every call) is not part of it: the order dialog, the last-order offer and a repeated order load
// it when they are needed. Reaching for the order button loads it, so the marker is real and the check can fail.
// Nor is next/image's client component or its attribute code: pictures are plain <img> elements with its attributes,
// rendered on the server (CatalogImage; a game's product pictures too, passed to its checkout island). Nor
// are Next's legacy polyfills (lib/build/drop-module-loader.cjs): every supported browser has what they add.
import { expect, test } from "./fixtures/csp-guard";
import { markersLoaded } from "./fixtures/scripts-loaded";

/** The API client's token refresher: every request of lib/api carries it. */
const API_CLIENT = ["/api/auth/jwt/refresh/"];
/** next/image's client component (the attribute it writes on every picture): catalogue art is a plain <img>. */
const IMAGE_COMPONENT = "data-nimg";
/** next/image's attribute code (getImageProps and its loader): pictures are rendered on the server, even a game's. */
const IMAGE_PROPS_CODE = "__next_img_default";
/** Next's polyfill module (`String.prototype.trimStart = String.prototype.trimLeft` and the like). */
const LEGACY_POLYFILLS = "prototype.trimLeft";

test("a guest's catalogue pages load no API client until the order button is reached, no image component, no polyfills", async ({
  page,
  request,
}) => {
  const games = (await (await request.get("/api/games/?limit=100")).json()).results as { id: number }[];
  const gift = (await (await request.get("/api/gifts/?limit=1")).json()).results[0];
  const product = (await (await request.get("/api/products/?limit=1")).json()).results[0];
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
      [...API_CLIENT, IMAGE_COMPONENT, IMAGE_PROPS_CODE, LEGACY_POLYFILLS],
      () => page.goto(path),
    );
    expect({ path, loaded }).toEqual({ path, loaded: [] });
  }

  await page.goto(`/games/${games[0].id}`);
  const order = page.getByRole("button", { name: "Оформить заказ" });
  await expect(order).toBeVisible();
  expect(await markersLoaded(page, API_CLIENT, () => order.hover())).toEqual(API_CLIENT);
});
