import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { sessionCookies } from "./fixtures/session-cookies";
import { dialog, submitSignIn } from "./fixtures/store-pages";
import { formatPrice } from "../../lib/money/format-price";

// The demo shopper of the seed: 60+ past orders of every kind, so the history has two pages of 50.
const DEMO = { email: "demo@example.com", password: "demo-password-2026" };

let tokens: { access: string; refresh: string };
/** The account as the API reports it (other journeys may rename the demo shopper or spend the balance). */
let account: { email: string; nickname: string; balance: string };

// One sign-in for the whole file: jwt/create is rate-limited per account and address.
test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post("/api/auth/jwt/create/", { data: DEMO });
  expect(res.status()).toBe(200);
  tokens = await res.json();
  const profile = await api.get("/api/auth/profile/", {
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(profile.status()).toBe(200);
  account = await profile.json();
  await api.dispose();
});

async function signInWithCookies(context: BrowserContext) {
  await context.addCookies(sessionCookies(tokens));
}

test("profile: balance, history pages, status filter, order dialog and the last 24 hours", async ({
  page,
  context,
}) => {
  await signInWithCookies(context);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/profile");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.nickname.trim() || account.email);
  await expect(page.getByTestId("profile-balance")).toHaveText(formatPrice(account.balance));
  await expect(page.getByRole("link", { name: "Настройки профиля" })).toHaveAttribute(
    "href",
    "/profile/settings",
  );
  await expect(page.getByRole("heading", { level: 2, name: "История заказов" })).toBeVisible();
  const orders = page.locator("main article");
  await expect(orders).toHaveCount(50);
  await expect(page.getByText("Страница 1 из 2")).toBeVisible();

  // A delivered PUBG order shows its codes with UC, and the copy button puts a code on the clipboard.
  const pubg = page.locator('main article[data-kind="PUBGOrder"]', { hasText: "Коды UC" }).first();
  const code = (await pubg.locator("code").first().textContent())!.trim();
  await expect(pubg).toContainText("UC");
  await pubg.getByRole("button", { name: `Копировать код ${code}` }).click();
  await expect(page.getByTestId("notification")).toContainText("Код скопирован");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // Every kind is there with its own fields.
  await expect(page.locator('main article[data-kind="StandoffOrder"]').first()).toContainText("ID аккаунта");
  await expect(page.locator('main article[data-kind="SteamOrder"]').first()).toContainText("Логин Steam");
  await expect(page.locator('main article[data-kind="MooGoldOrder"]').first()).toContainText("ID игрока");
  await expect(page.locator('main article[data-kind="RokkyOrder"]').first()).toContainText("Ключ активации");

  // Page 2 through the pager.
  await page.getByRole("link", { name: /Вперёд/ }).click();
  await expect(page).toHaveURL(/\/profile\?page=2$/);
  await expect(page.getByText("Страница 2 из 2")).toBeVisible();
  await expect(orders.first()).toBeVisible();
  expect(await orders.count()).toBeLessThan(50);

  // The status filter applies at once and starts from page 1.
  await page.getByLabel("Статус").selectOption({ label: "Отклонён" });
  await expect(page).toHaveURL(/\/profile\?status=failed$/);
  await expect(orders.first()).toContainText("Причина отказа");
  const statuses = await orders
    .locator("header [data-status]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-status")));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["failed"]));

  // The order history dialog shows the whole order and closes on Escape.
  const opener = orders.first().getByRole("button", { name: /Подробнее о заказе №\d+/ });
  const number = (await opener.getAttribute("aria-label"))!.match(/№\d+/)![0];
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Заказ ${number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Причина отказа");
  await expect(dialog).toContainText("demo@example.com");
  await expect(dialog.getByRole("link", { name: "Страница заказа" })).toHaveAttribute(
    "href",
    /^\/orders\/[0-9a-f]{32}\/details$/,
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The last-orders view: only orders of the last 24 hours, one of them still waiting for payment.
  await page.getByRole("link", { name: "За последние 24 часа" }).click();
  await expect(page).toHaveURL(/\/profile\?view=recent$/);
  await expect(page.getByRole("link", { name: "За последние 24 часа" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(orders.first()).toBeVisible();
  const recentCount = await orders.count();
  expect(recentCount).toBeGreaterThanOrEqual(3);
  expect(recentCount).toBeLessThan(50);
  await expect(orders.locator('header [data-status="waiting_for_payment"]').first()).toHaveText(
    "Ожидает оплаты",
  );
  await expect(page.getByRole("link", { name: "Оплатить" }).first()).toHaveAttribute(
    "href",
    /^\/orders\/[0-9a-f]{32}\/pay$/,
  );
  const day = 24 * 3600 * 1000;
  const times = await orders
    .locator("time")
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")));
  for (const time of times) expect(Date.now() - Date.parse(time!)).toBeLessThan(day);
});

test("a guest, or a forged access cookie, opening /profile is asked to sign in and comes back to it @mobile", async ({
  page,
  context,
}) => {
  await page.goto("/profile/settings");
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog(page).getByRole("tab", { name: "Вход" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);

  await context.addCookies([{ name: "access", value: "forged.token.value", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("profile-balance")).toHaveCount(0);
  await expect(dialog(page).getByRole("tab", { name: "Вход" })).toHaveAttribute("aria-selected", "true");
  await submitSignIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("profile-balance")).toBeVisible();
});
