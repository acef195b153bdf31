import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { sessionCookies } from "./fixtures/session-cookies";
import { DEMO, ORDER_PAY_URL, openGame, startOrder } from "./fixtures/store-pages";
import { apiGet } from "./fixtures/api-get";

// Purchase journeys of issue 4: from the game page (or a gift) through the user data form to the payment
// page, paid through the in-app sandbox provider, which calls our signed webhook like a real one.

/** Roubles as the store writes money (lib/money/format-price): ru-RU grouping, kopecks only when there are some. */
const rub = (roubles: number) => {
  const digits = Number.isInteger(roubles) ? 0 : 2;
  const number = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  return `${number.format(roubles)} ₽`;
};

async function addProduct(page: Page, product: string, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole("button", { name: `Увеличить: ${product}` }).click();
}

async function submitUserData(page: Page) {
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(page).toHaveURL(ORDER_PAY_URL, { timeout: 20_000 });
}

/** Picks a method, pays, and returns the provider's window (the sandbox checkout) opened by the redirect. */
async function payInNewWindow(page: Page, context: BrowserContext, method: string) {
  await page.getByRole("radio", { name: new RegExp(method) }).check();
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  const provider = await popup;
  await provider.waitForLoadState();
  await expect(provider.getByText("Тестовый режим")).toBeVisible();
  return provider;
}

let demoTokens: { access: string; refresh: string } | null = null;

/** Signs the demo shopper in through cookies; one jwt/create per file (it is rate-limited). */
async function signInDemo(context: BrowserContext) {
  if (!demoTokens) {
    const res = await context.request.post("/api/auth/jwt/create/", { data: DEMO });
    expect(res.status()).toBe(200);
    demoTokens = await res.json();
  }
  await context.addCookies(sessionCookies(demoTokens!));
}

async function expectPaid(page: Page) {
  await expect(page.getByRole("heading", { name: "Заказ оплачен" })).toBeVisible({ timeout: 30_000 });
}

test("a guest buys PUBG UC with the sandbox redirect method and sees it paid @mobile", async ({
  page,
  context,
}) => {
  // From the home grid's card to the game page.
  await page.goto("/");
  await page
    .getByRole("link", { name: /^PUBG Mobile/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/games\/\d+$/);
  await addProduct(page, "60 UC", 2);
  await expect(page.getByRole("complementary")).toContainText("178 ₽");
  await expect(page.getByRole("complementary")).not.toContainText("178,00");
  // The cart survives a reload (localStorage `cart`).
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Количество: 60 UC" })).toHaveValue("2");
  await startOrder(page);
  // A guest must leave an e-mail: without one the form says so in Russian.
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(page.getByText("Обязательное поле.")).toBeVisible();
  await page.getByLabel("Электронная почта").fill("guest-pubg@example.com");
  await submitUserData(page);
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("Оплата заказа №");
  const provider = await payInNewWindow(page, context, "Банковская карта \\(песочница\\)");
  // The checkout's window closes: the store's own tab follows the order (no second copy of the store).
  const isClosed = provider.waitForEvent("close");
  await provider.getByRole("button", { name: "Оплатить" }).click();
  await isClosed;
  await expectPaid(page);
  await page.getByRole("link", { name: "Перейти к заказу" }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}\/details$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Заказ №");
});

test("a declined payment is followed by a successful retry with another method", async ({
  page,
  context,
}) => {
  await openGame(page, "PUBG Mobile");
  await addProduct(page, "325 UC");
  await startOrder(page);
  await page.getByLabel("Электронная почта").fill("guest-retry@example.com");
  await submitUserData(page);

  const declined = await payInNewWindow(page, context, "Банковская карта \\(песочница\\)");
  await declined.getByRole("button", { name: "Отклонить" }).click();
  await expect(page.getByText("Платёж отклонён", { exact: true })).toBeVisible({ timeout: 30_000 });

  // Same order, another method (a secondary one): the auto-submitted form takes this window to the provider.
  await page.getByRole("button", { name: "Другие способы" }).click();
  await page.getByRole("radio", { name: /Карта через форму банка/ }).check();
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await expect(page.getByText("Тестовый режим")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Оплатить" }).click();
  await expect(page).toHaveURL(ORDER_PAY_URL);
  await expectPaid(page);
});

test("a signed-in shopper buys a supply-channel top-up with a server and a promo code through a QR method", async ({
  page,
  context,
}) => {
  await signInDemo(context);

  await openGame(page, "Genshin Impact");
  // More than the demo balance (its refunds and cashback), so a part is left to pay by QR.
  await addProduct(page, "1980 + 260 кристаллов сотворения");
  await expect(page.getByRole("complementary")).toContainText("С баланса");
  await startOrder(page);
  const form = page.getByRole("dialog", { name: "Данные для доставки" });
  await expect(form.getByLabel("Электронная почта (необязательно)")).toHaveValue(DEMO.email);
  await form.getByLabel("ID игрока").fill("700123456");
  await form.getByLabel("Сервер").selectOption({ label: "Europe" });
  await submitUserData(page);

  await page.getByLabel("Промокод", { exact: true }).fill("GENSHIN7");
  await page.getByRole("button", { name: "Применить", exact: true }).click();
  await expect(page.getByText("Промокод GENSHIN7 применён.")).toBeVisible();

  await page.getByRole("radio", { name: /СБП по QR-коду/ }).check();
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  const qr = page.getByRole("img", { name: "QR-код для оплаты" });
  await expect(qr).toBeVisible();
  // The QR code is drawn here, never fetched from a QR service; the link opens the same checkout.
  const href = await page.getByRole("link", { name: /Открыть на этом устройстве/ }).getAttribute("href");
  expect(href).toMatch(/\/sandbox\/pay\/[0-9a-f]+$/);
  const phone = await context.newPage();
  await phone.goto(href!);
  await phone.getByRole("button", { name: "Оплатить" }).click();
  await expectPaid(page);
});

test("a Steam top-up shows the commission from the server", async ({ page, request }) => {
  const settings = await (await apiGet(request, "/api/orders/steam/settings/")).json();
  await openGame(page, "Steam");
  await page.getByLabel("Сколько зачислить на кошелёк Steam").fill("500");
  const summary = page.getByRole("complementary");
  // The server's decimal string ("8.00") is written the Russian way: "8 %", "8,5 %", never "8.00 %".
  const percent = String(settings.commission)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "")
    .replace(".", ",");
  await expect(summary).toContainText(`Комиссия ${percent} %`);
  const commission = Math.round(500 * Number(settings.commission)) / 100; // roubles; display check only
  await expect(summary).toContainText(rub(500 + commission));
  await startOrder(page);
  await page.getByLabel("Логин Steam").fill("gaben_fan");
  await page.getByLabel("Электронная почта").fill("guest-steam@example.com");
  await submitUserData(page);
  // 500 ₽ credited, the total with the commission is what the order costs.
  await expect(page.getByRole("main")).toContainText("500 ₽");
  await expect(page.getByRole("main")).toContainText(rub(500 + commission));
});

test("a Standoff 2 order with an avatar upload", async ({ page, request }) => {
  await openGame(page, "Standoff 2");
  await page
    .getByRole("button", { name: /^Увеличить/ })
    .first()
    .click();
  await startOrder(page);
  const form = page.getByRole("dialog", { name: "Данные для доставки" });
  await form.getByLabel("ID аккаунта Standoff 2").fill("123456789");
  // Without an avatar the form refuses, in Russian.
  await form.getByLabel("Электронная почта").fill("guest-standoff@example.com");
  await page.getByRole("button", { name: "Перейти к оплате" }).click();
  await expect(form.getByText("Приложите аватар аккаунта.")).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles("tests/e2e/fixtures/avatar.png");
  await expect(form.getByRole("img", { name: "Выбранный аватар" })).toBeVisible();
  const surplus = Number(await form.getByLabel("Надбавка к цене скина").inputValue());
  expect(surplus).toBeGreaterThanOrEqual(0);
  expect(surplus).toBeLessThanOrEqual(0.23);
  await submitUserData(page);
  const hash = page.url().split("/").at(-2)!;
  const order = await (await apiGet(request, `/api/orders/${hash}/`)).json();
  expect(order.resourcetype).toBe("StandoffOrder");
  expect(order.game_account_id).toBe("123456789");
  expect(order.game_avatar).toMatch(/^\/api\/uploads\/avatars\//);
  const avatar = await apiGet(request, order.game_avatar);
  expect(avatar.headers()["content-type"]).toBe("image/png");
  expect(avatar.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a Standoff 2 order left without its avatar gets it on the payment page, then is paid", async ({
  page,
  context,
  request,
}) => {
  // An order whose checkout upload never arrived (made here by a direct API call, as a client of the API may).
  const games = await (await apiGet(request, "/api/games/")).json();
  const standoff = games.results.find((g: { title: string }) => g.title === "Standoff 2");
  const game = await (await apiGet(request, `/api/games/${standoff.id}/`)).json();
  const created = await request.post("/api/orders/standoff/", {
    data: {
      products: [{ product_id: game.products[0].id, quantity: 1 }],
      email: "guest-no-avatar@example.com",
      game_account_id: "123456789",
    },
  });
  expect(created.status()).toBe(201);
  const { hash } = await created.json();

  await page.goto(`/orders/${hash}/pay`);
  const panel = page.getByRole("region", { name: "Приложите аватар аккаунта" });
  await expect(panel).toBeVisible();
  // No method is offered until the avatar is there: paying would be refused.
  await expect(page.getByRole("button", { name: /^Оплатить/ })).toHaveCount(0);
  await panel.getByRole("button", { name: "Отправить аватар" }).click();
  await expect(panel.getByText("Выберите картинку.")).toBeVisible();
  await panel.locator('input[type="file"]').setInputFiles("tests/e2e/fixtures/avatar.png");
  await expect(panel.getByRole("img", { name: "Выбранный аватар" })).toBeVisible();
  await panel.getByRole("button", { name: "Отправить аватар" }).click();
  await expect(page.getByRole("heading", { name: "Способ оплаты" })).toBeFocused();
  const order = await (await apiGet(request, `/api/orders/${hash}/`)).json();
  expect(order.game_avatar).toMatch(/^\/api\/uploads\/avatars\//);

  const provider = await payInNewWindow(page, context, "Банковская карта \\(песочница\\)");
  await provider.getByRole("button", { name: "Оплатить" }).click();
  await expectPaid(page);
});

test("a gift is bought from its page", async ({ page, context }) => {
  await page.goto("/gifts");
  await page.locator("main article a").first().click();
  await expect(page).toHaveURL(/\/gifts\/detalis\/\d+$/);
  await page.getByRole("button", { name: "Купить" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-mail для ключа").fill("guest-gift@example.com");
  await dialog.getByRole("button", { name: /Перейти к оплате|Купить|Оформить/ }).click();
  await expect(page).toHaveURL(ORDER_PAY_URL, { timeout: 20_000 });
  const provider = await payInNewWindow(page, context, "Банковская карта \\(песочница\\)");
  await provider.getByRole("button", { name: "Оплатить" }).click();
  await expectPaid(page);
});

test("an auth-required game asks a guest to sign in first", async ({ page }) => {
  await openGame(page, "Honkai: Star Rail");
  await page
    .getByRole("button", { name: /^Увеличить/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Войти и оформить" }).click();
  await expect(page.getByRole("dialog", { name: /Вход/ })).toBeVisible();
});

test("an old order is repeated from the history and from the last-order popup", async ({ page, context }) => {
  await signInDemo(context);
  await page.goto("/profile");
  const card = page.locator('main article[data-kind="PUBGOrder"]').first();
  await card.getByRole("link", { name: /^Повторить заказ/ }).click();
  await expect(page).toHaveURL(/\/games\/\d+$/, { timeout: 20_000 });
  const confirm = page.getByRole("dialog", { name: "Проверьте заказ" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("listitem").first()).toContainText("UC");
  await confirm.getByRole("button", { name: "Изменить" }).click();

  // The same game again: the popup offers the last order of this game.
  await page.reload();
  const popup = page.getByRole("region", { name: "Повторить прошлый заказ?" });
  await expect(popup).toBeVisible();
  await popup.getByRole("link", { name: "Повторить" }).click();
  await expect(page.getByRole("dialog", { name: "Проверьте заказ" })).toBeVisible();
  await expect(popup).toBeHidden();
});
