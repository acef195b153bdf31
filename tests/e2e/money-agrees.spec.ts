import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import {
  apiOrder,
  consoleFacts,
  expectMailsAgree,
  formatKopecks,
  formatPrice,
  ledgerMoves,
  readOutbox,
  readRows,
  shopperRows,
  toKopecks,
  type Money,
} from "./fixtures/money-surfaces";
import { sessionCookies } from "./fixtures/session-cookies";
import { openGame, openOrderAfterPaying, orderFromGame } from "./fixtures/store-pages";
import { apiGet } from "./fixtures/api-get";

// Issue 24, "money shown is money moved", in the browser. Orders made here (a guest's card order refused as out of
// stock, an account's refund to its balance, an order the balance pays, one it pays a share of, a promo order)
// state the same amounts as the order's `money` object on the order page, in the profile's history, on the
// console's order page and in every e-mail, and those amounts are what the ledger moved and the sandbox charged.
// A failed delivery gives back everything taken, the card's fee included. Screenshots go to /tmp/shots-e2e/.
const DELIVERED = 30_000;
const SHOTS = "/tmp/shots-e2e";
const ADMIN = { email: "e2e.admin@example.com", password: "Console-e2e-2026!" };
const PASSWORD = "E2e-Money-Passphrase-26";

test.describe.configure({ mode: "serial" });

const orderStatus = (page: Page) => page.locator("header [data-status]").first();
const hashOf = (page: Page) => page.url().split("/").at(-2)!;

let staffTokens: { access: string; refresh: string } | null = null;

async function staff(context: BrowserContext) {
  if (!staffTokens) {
    const res = await context.request.post("/api/auth/jwt/create/", { data: ADMIN });
    expect(res.status()).toBe(200);
    staffTokens = await res.json();
  }
  return staffTokens!;
}

/** The page at 1280 px and at 360 px, full length, into /tmp/shots-e2e/. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Pays the rest by the sandbox card; answers what the sandbox's checkout said it charges. */
async function payByCard(page: Page, context: BrowserContext): Promise<string> {
  await page.getByRole("radio", { name: /Банковская карта \(песочница\)/ }).check();
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  const provider = await popup;
  await expect(provider.getByText("Тестовый режим")).toBeVisible();
  const charged = (await provider.locator("dl dd").nth(2).textContent())!;
  await provider.getByRole("button", { name: "Оплатить" }).click();
  await openOrderAfterPaying(page);
  return charged;
}

/** Waits for the order's final status and answers its `money` once the refund (if any) is recorded. */
async function settled(page: Page, status: "done" | "failed"): Promise<{ id: number; money: Money }> {
  await expect(orderStatus(page)).toHaveAttribute("data-status", status, { timeout: DELIVERED });
  let order = await apiOrder(page.request, hashOf(page));
  if (status === "failed") {
    await expect(async () => {
      order = await apiOrder(page.request, hashOf(page));
      expect(toKopecks(order.money.refunded)).toBeGreaterThan(0n);
    }).toPass({ timeout: DELIVERED });
  }
  await page.reload();
  return order;
}

/**
 * The order's money everywhere: the order page (this browser), the history card (`account`), the console's order
 * page and the ledger (the demo admin), every e-mail (dev outbox) state the API's figures, and the ledger moved
 * exactly `paid` (card capture + balance debit) and gave back `refunded`.
 */
async function expectAgreesEverywhere(
  page: Page,
  browser: Browser,
  order: { hash: string; status: "done" | "failed"; account: boolean },
) {
  const { id, money } = await apiOrder(page.request, order.hash);
  await page.goto(`/orders/${order.hash}/details`);
  await expect(page.getByTestId("order-money")).toBeVisible();
  expect({ id, ...(await readRows(page.getByTestId("order-money"))) }).toEqual({ id, ...shopperRows(money) });
  if (order.account) {
    await page.goto("/profile");
    const card = page.locator("main article").filter({ hasText: new RegExp(`Заказ №${id}(?!\\d)`) });
    await expect(card.getByTestId("order-money")).toBeVisible();
    expect(await readRows(card.getByTestId("order-money"))).toEqual(shopperRows(money));
  }
  const console = await browser.newContext();
  try {
    const tokens = await staff(console);
    await console.addCookies(sessionCookies(tokens));
    const admin = await console.newPage();
    await admin.goto(`/admin/orders/${id}`);
    const facts = await readRows(admin.getByRole("region", { name: "Сведения о заказе" }).locator("dl"));
    expect(facts).toMatchObject(consoleFacts(money));
    const moved = await ledgerMoves(admin.request, tokens.access, id);
    expect(moved.captured + moved.debited).toBe(toKopecks(money.paid));
    expect(moved.debited).toBe(toKopecks(money.balance_share));
    expect(moved.refunded).toBe(toKopecks(money.refunded));
    if (order.status === "failed") expect(moved.refunded).toBe(moved.captured + moved.debited);
  } finally {
    await console.close();
  }
  await expect(async () => expectMailsAgree(await readOutbox(page), id, order.status, money)).toPass({
    timeout: DELIVERED,
  });
}

test("a guest's out-of-stock order paid by card is refunded whole, fee included, through the provider", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await openGame(page, "Free Fire");
  await orderFromGame(page, "100 алмазов", async (form) => {
    await form.getByLabel("ID игрока").fill("123451111");
    await form.getByLabel("Электронная почта").fill(`money-guest-${Date.now()}@example.com`);
  });
  const charged = await payByCard(page, context);
  const { money } = await settled(page, "failed");
  // The card paid 89 ₽ plus its fee; every kopeck of that charge comes back to the card.
  expect(money).toMatchObject({ total: "89.00", is_paid: true, balance_share: "0.00" });
  expect(toKopecks(money.method_fee)).toBeGreaterThan(0n);
  expect(formatPrice(money.charge!.amount)).toBe(charged);
  expect(money.paid).toBe(money.charge!.amount_rub);
  expect(money.refunded).toBe(money.paid);
  const note = page.getByTestId("refund-note");
  await expect(note).toContainText(`${charged} на карту или счёт`);
  await expect(page.getByTestId("order-money")).toContainText(`Возвращено${charged}`);
  await shoot(page, "order-refunded-guest");
  await expectAgreesEverywhere(page, browser, { hash: hashOf(page), status: "failed", account: false });
});

test("an account's refund goes whole to its balance, which pays one order and, said before paying, part of the next", async ({
  page,
  context,
  browser,
}) => {
  // Three orders, each delivered by the workers and then checked on five surfaces: up to six minutes on a busy CI.
  test.setTimeout(360_000);
  const email = `money-account-${Date.now()}@example.com`;
  expect(
    (await page.request.post("/api/auth/users/", { data: { email, password: PASSWORD } })).status(),
  ).toBe(201);
  const signIn = await page.request.post("/api/auth/jwt/create/", { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  const tokens = (await signIn.json()) as { access: string; refresh: string };
  await context.addCookies(sessionCookies(tokens));
  const balance = async () => {
    const res = await apiGet(page.request, "/api/auth/profile/", {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    return ((await res.json()) as { balance: string }).balance;
  };

  // 1. Two × 100 diamonds refused as out of stock: the card's whole charge goes to the balance.
  await openGame(page, "Free Fire");
  await page.getByRole("button", { name: "Увеличить: 100 алмазов" }).click();
  await orderFromGame(page, "100 алмазов", (form) => form.getByLabel("ID игрока").fill("123451111"));
  const charged = await payByCard(page, context);
  const refused = await settled(page, "failed");
  expect(refused.money).toMatchObject({ total: "178.00", paid: refused.money.charge!.amount_rub });
  expect(formatPrice(refused.money.charge!.amount)).toBe(charged);
  expect(refused.money.refunded).toBe(refused.money.paid);
  await expect(page.getByTestId("refund-note")).toContainText(`Возвращено ${charged} на баланс`);
  expect(await balance()).toBe(refused.money.refunded);
  const orders: { hash: string; status: "done" | "failed"; account: boolean }[] = [
    { hash: hashOf(page), status: "failed", account: true },
  ];

  // 2. 60 UC (89 ₽): the balance covers it, and the pay page says so before the click.
  await openGame(page, "PUBG Mobile");
  await orderFromGame(page, "60 UC", async () => {});
  const before = await balance();
  const rest = toKopecks(before) - 8900n;
  await expect(page.getByRole("switch")).toBeChecked();
  await expect(page.getByText(`Списать с баланса 89 ₽ (доступно ${formatPrice(before)})`)).toBeVisible();
  await expect(page.getByText("Баланс покроет весь заказ")).toBeVisible();
  await page.getByRole("radio", { name: /Банковская карта \(песочница\)/ }).check();
  await page.getByRole("button", { name: "Списать 89 ₽ с баланса и оплатить" }).click();
  await openOrderAfterPaying(page);
  const byBalance = await settled(page, "done");
  expect(byBalance.money).toMatchObject({ paid: "89.00", balance_share: "89.00", charge: null });
  expect(toKopecks(await balance())).toBe(rest);
  orders.push({ hash: hashOf(page), status: "done", account: true });

  // 3. 325 UC (449 ₽) is more than the balance: the switch names the share and the rest before paying.
  const left = await balance();
  await openGame(page, "PUBG Mobile");
  await orderFromGame(page, "325 UC", async () => {});
  const share = formatPrice(left);
  const toPay = toKopecks("449.00") - toKopecks(left);
  const toPayText = formatPrice(formatKopecks(toPay));
  await expect(page.getByText(`Списать с баланса ${share} (доступно ${share})`)).toBeVisible();
  await expect(page.getByText(`Останется оплатить выбранным способом: ${toPayText}.`)).toBeVisible();
  await shoot(page, "pay-balance-switch");
  const rested = await payByCard(page, context);
  const split = await settled(page, "done");
  expect(split.money).toMatchObject({ total: "449.00", is_paid: true, balance_share: left });
  expect(formatPrice(split.money.charge!.amount)).toBe(rested);
  expect(toKopecks(split.money.charge!.amount_rub)).toBeGreaterThan(toPay); // the card's fee on the rest
  expect(toKopecks(split.money.paid)).toBe(toKopecks(left) + toKopecks(split.money.charge!.amount_rub));
  const rows = await readRows(page.getByTestId("order-money"));
  expect(rows).toMatchObject({ "С баланса": share, "Способом оплаты": rested });
  expect(await balance()).toBe("0.00");
  await shoot(page, "order-balance-card");
  orders.push({ hash: hashOf(page), status: "done", account: true });
  await page.goto("/profile");
  await shoot(page, "profile-history");

  for (const order of orders) await expectAgreesEverywhere(page, browser, order);
});

test("a guest's promo order paid by card states the discount and the charge everywhere", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await openGame(page, "PUBG Mobile");
  await orderFromGame(page, "60 UC", (form) =>
    form.getByLabel("Электронная почта").fill(`money-promo-${Date.now()}@example.com`),
  );
  await page.getByLabel("Промокод", { exact: true }).fill("WELCOME10");
  await page.getByRole("button", { name: "Применить", exact: true }).click();
  await expect(page.getByText("Промокод WELCOME10 применён.")).toBeVisible();
  const charged = await payByCard(page, context);
  const { money } = await settled(page, "done");
  expect(money).toMatchObject({ goods_total: "89.00", promo_discount: "8.90", total: "80.10" });
  expect(formatPrice(money.charge!.amount)).toBe(charged);
  expect(money.paid).toBe(money.charge!.amount_rub);
  await expectAgreesEverywhere(page, browser, { hash: hashOf(page), status: "done", account: false });
});
