// Issue 26: the islands a page shows at once (a game's checkout, a gift's buy button, the header's navigation,
// country selector and account control, the toasts' live region) are no part of its first load. The server renders
// them in full; their code comes in chunks of their own that hydrate the markup in place: the first paint is the
// same, nothing moves, and each island works once live.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { apiGet } from "./fixtures/api-get";
import { firstLoadCode } from "./fixtures/first-load-code";

/** next-intl's runtime (use-intl's error code): the game checkout's provider comes with the checkout's chunk. */
const NEXT_INTL = "ENVIRONMENT_FALLBACK";
/** The game checkout's code: the id of its heading, a string only that module writes. */
const GAME_CHECKOUT = "game-products-title";
/** The gift's buy island: the message key of its button's name, a string only that module writes. */
const GIFT_BUY = "buyLabel";
/** The country selector's code: the address it posts the choice to. */
const COUNTRY_SELECTOR = "/api/payments/countries/active/select/";

/** A game or a gift as the catalogue's API lists it. */
type CatalogRow = { id: number; title: string };

/** Every layout shift from the start of the document on (buffered), as the CLS metric adds them up. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's cumulative layout shift so far, once every island's chunk has come. */
async function layoutShift(page: Page): Promise<number> {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
}

test("no page's first load carries the checkout, the gift's buy island, the header's islands or next-intl's runtime", async ({
  request,
}) => {
  const games = (await (await apiGet(request, "/api/games/?limit=100")).json()).results as CatalogRow[];
  const gift = (await (await apiGet(request, "/api/gifts/?limit=1")).json()).results[0] as CatalogRow;
  // One game of each kind in the seed: PUBG, Steam, Standoff, a supply channel's.
  const titles = ["PUBG Mobile", "Steam", "Standoff 2", "Genshin Impact"];
  const kinds = titles.map((title) => games.find((g) => g.title === title));
  expect(kinds.every(Boolean)).toBe(true);
  const pages = [
    "/",
    "/gifts",
    `/gifts/detalis/${gift.id}`,
    "/info",
    "/feedback",
    ...kinds.map((g) => `/games/${g!.id}`),
  ];
  for (const path of pages) {
    const code = await firstLoadCode(request, path);
    const found = [NEXT_INTL, GAME_CHECKOUT, GIFT_BUY, COUNTRY_SELECTOR].filter((marker) =>
      code.includes(marker),
    );
    expect({ path, found }).toEqual({ path, found: [] });
    // The server still renders what those islands show: the header's navigation, a game's checkout, a gift's button.
    // In line, where it shows: not streamed after the page's end (React would reveal it after the first paint).
    const html = await (await apiGet(request, path)).text();
    const nav = html.indexOf('aria-label="Основная навигация"');
    expect(nav).toBeGreaterThan(0);
    expect(nav).toBeLessThan(html.indexOf("<main"));
    if (path.startsWith("/games/")) expect(html).toContain('id="game-products-title"');
    if (path.startsWith("/gifts/detalis/")) expect(html).toContain(`aria-label="Купить «${gift.title}»"`);
  }
});

test("a game page's checkout hydrates in place, without a layout shift, and then takes an order's amounts", async ({
  page,
  request,
}) => {
  const games = (await (await apiGet(request, "/api/games/?title_exact=PUBG%20Mobile")).json())
    .results as CatalogRow[];
  await watchLayoutShifts(page);
  await page.goto(`/games/${games[0].id}`);
  const increase = page.getByRole("button", { name: /^Увеличить/ }).first();
  // Disabled in the server's markup, enabled once the island's chunk has hydrated it.
  await expect(increase).toBeEnabled();
  await expect(page.getByRole("button", { name: "Войти" })).toBeEnabled();
  expect(await layoutShift(page)).toBeLessThan(0.05);

  const order = page.getByRole("button", { name: "Оформить заказ" });
  await expect(order).toBeDisabled();
  await increase.click();
  await expect(order).toBeEnabled();
});

test("a gift page's buy button hydrates in place, without a layout shift, and opens its dialog from the keyboard", async ({
  page,
  request,
}) => {
  const gift = (await (await apiGet(request, "/api/gifts/?limit=1")).json()).results[0] as CatalogRow;
  await watchLayoutShifts(page);
  await page.goto(`/gifts/detalis/${gift.id}`);
  const buy = page.getByRole("button", { name: `Купить «${gift.title}»` });
  // Disabled in the server's markup (a click would be lost), enabled once the island's chunk has hydrated it.
  await expect(buy).toBeEnabled();
  expect(await layoutShift(page)).toBeLessThan(0.05);

  await buy.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Покупка «${gift.title}»` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail для ключа")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
});

test("the header's islands work once live: the menu opens, the country changes", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/gifts");
  await expect(page.getByRole("button", { name: "Войти" })).toBeEnabled();
  // Every island's chunk has come (a native control used before its island is live acts as plain HTML).
  await page.waitForLoadState("networkidle");
  const menu = page.getByRole("button", { name: "Открыть меню" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(page.getByRole("button", { name: "Закрыть меню" })).toHaveAttribute("aria-expanded", "true");

  const country = page.getByLabel("Страна оплаты");
  const options = await country.locator("option").allTextContents();
  test.skip(options.length < 2, "the seed has one country of payment");
  const other = options.find((name) => name !== options[0])!;
  const answered = page.waitForResponse((r) => r.url().endsWith(COUNTRY_SELECTOR) && r.ok());
  await country.selectOption({ label: other });
  await answered;
  await expect(country.locator("option:checked")).toHaveText(other);
});
