// The operator console in a browser: an admin created with `npm run operator:create` (scripts/e2e-server.mjs) opens
// the dashboard, finds the demo orders by filters kept in the URL, sorts them, opens one with its lines, payments and
// ledger, downloads the CSV export of its filter, retries a delivery after confirming it, rejects a stuck order of
// the demo shopper and sees the refund on the shopper's balance, uploads PUBG codes and sells one, and sees every
// action in the audit log; a shopper is refused.
// The journey is re-runnable on one server (CI retries it there): what it consumes, it makes first (a Standoff order
// waiting in the operator's queue, a stuck supply order of the demo shopper, codes unique to the run, a price the
// product does not have yet); what it only reads or retries (the seeded stuck delivery, a seeded review) stays.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, guardContext, test, type CspViolation } from "./fixtures/csp-guard";
import { sessionCookies } from "./fixtures/session-cookies";
import {
  DETAILS_URL,
  openGame,
  orderFromGame,
  payAndOpenOrder,
  signInWithPassword,
} from "./fixtures/store-pages";
import { apiGet } from "./fixtures/api-get";

const ADMIN = { email: "e2e.admin@example.com", password: "Console-e2e-2026!" };
const SHOPPER = { email: "demo@example.com", password: "demo-password-2026" };

async function signIn(api: APIRequestContext, who: { email: string; password: string }) {
  const res = await api.post("/api/auth/jwt/create/", { data: who });
  expect(res.status()).toBe(200);
  return (await res.json()) as { access: string; refresh: string };
}

/** `digits` random decimal digits, the first never 0. */
const randomDigits = (digits: number) =>
  String(10 ** (digits - 1) + Math.floor(Math.random() * 9 * 10 ** (digits - 1)));

/** The id of the order whose page `page` shows (its address holds the order's hash). */
async function shownOrderId(page: Page): Promise<string> {
  await expect(page).toHaveURL(DETAILS_URL);
  const hash = page.url().split("/").at(-2)!;
  const order = (await (await apiGet(page.request, `/api/orders/${hash}/`)).json()) as { id: number };
  return String(order.id);
}

/** A guest's Standoff 2 order, paid in the sandbox: its lot waits in the operator's queue. Answers its id. */
async function standoffOrderInQueue(page: Page, context: BrowserContext): Promise<string> {
  await openGame(page, "Standoff 2");
  await orderFromGame(page, undefined, async (form) => {
    await form.getByLabel("ID аккаунта Standoff 2").fill(randomDigits(8));
    await form.getByLabel("Электронная почта").fill("standoff-console@example.com");
    await form.locator('input[type="file"]').setInputFiles("tests/e2e/fixtures/avatar.png");
    await expect(form.getByRole("img", { name: "Выбранный аватар" })).toBeVisible();
  });
  await payAndOpenOrder(page, context);
  await expect(page.getByRole("heading", { name: "Выставьте скин на рынке Standoff 2" })).toBeVisible({
    timeout: 30_000,
  });
  return shownOrderId(page);
}

/**
 * A supply order of the demo shopper, paid in the sandbox by card (the balance left untouched), whose player id the
 * sandbox provider does not know (…0000): it waits for the shopper's correction. Answers its id.
 */
async function stuckSupplyOrderOfDemo(page: Page): Promise<string> {
  await openGame(page, "Free Fire");
  await orderFromGame(page, "100 алмазов", async (form) => {
    await form.getByLabel("ID игрока").fill(`${randomDigits(5)}0000`);
    // Leaving the field looks the player up (the guest's journeys leave it for the e-mail, prefilled here).
    await form.getByLabel("ID игрока").press("Tab");
    await form.getByRole("checkbox", { name: /ID верный/ }).check();
  });
  // The demo shopper has a balance (the seed's refunds and cashback): the whole order goes through the card.
  const balance = page.getByRole("switch", { name: /Списать с баланса/ });
  await balance.uncheck();
  await expect(balance).not.toBeChecked();
  await payAndOpenOrder(page, page.context());
  await expect(page.getByTestId("delivery-details-form")).toBeVisible({ timeout: 30_000 });
  return shownOrderId(page);
}

test("an admin finds, opens and re-delivers an order; the audit log shows it", async ({
  page,
  context,
  request,
  browser,
  cspViolations,
}) => {
  // The console's longest journey (a dozen pages, uploads, three purchases): a first run on a cold, shared 2-core
  // machine took 3 to 4.4 minutes, so seven minutes rather than the default minute.
  test.setTimeout(420_000);
  // What the journey consumes, made first: the demo shopper's order in a browser of the shopper's own, then a
  // guest's Standoff order.
  const shopper = await browser.newContext();
  await guardContext(shopper, cspViolations as CspViolation[]);
  await shopper.addCookies(sessionCookies(await signIn(shopper.request, SHOPPER)));
  const stuckId = await stuckSupplyOrderOfDemo(await shopper.newPage());
  await shopper.close();
  const standoffId = await standoffOrderInQueue(page, context);

  // The admin made by `npm run operator:create` signs in on the storefront like anyone; the API calls below use a
  // session of their own.
  await page.goto("/");
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  const tokens = await signIn(request, ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Сводка", level: 1 })).toBeVisible();
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
  await page.screenshot({ path: "test-results/admin-dashboard.png", fullPage: true });
  await page.getByRole("navigation").getByRole("link", { name: "Заказы" }).click();
  await expect(page.getByRole("heading", { name: "Заказы", level: 1 })).toBeVisible();

  // Filters travel in the URL; the seeded refunds are found by status.
  await page.getByRole("combobox", { name: "Статус", exact: true }).selectOption({ label: "Отклонён" });
  await page.getByRole("button", { name: "Применить" }).click();
  await expect(page).toHaveURL(/status=failed/);
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.first()).toContainText("Отклонён");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: "test-results/admin-orders.png", fullPage: true });

  // Sorting by total is a link; the header says how the table is sorted.
  await page.getByRole("link", { name: /Сумма/ }).click();
  await expect(page).toHaveURL(/ordering=-total/);
  await expect(page.getByRole("columnheader", { name: /Сумма/ })).toHaveAttribute("aria-sort", "descending");

  // The CSV export of the current filter downloads with the console's session (a plain link answered 401).
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Выгрузить в CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const csvRows = csv.trim().split("\r\n");
  expect(csvRows[0]).toBe("id,created,kind,status,email,goods,player_id,payment_method,total");
  expect(csvRows.length).toBeGreaterThanOrEqual(4);
  expect(csvRows.slice(1).every((row) => row.split(",")[3] === "failed")).toBe(true);

  // The seeded Standoff order, paid long ago and still waiting in the operator's queue, is a stuck delivery on the
  // dashboard (a paid order counts as stuck after a quarter of an hour): open it from there and retry its delivery
  // after confirming. A retry leaves it waiting, so the journey finds it again when it runs again.
  await page.goto("/admin");
  const stuckList = page.getByRole("region", { name: /Зависшие выдачи/ });
  await stuckList.getByRole("row").filter({ hasText: "Standoff 2" }).first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Заказ №\d+$/ })).toBeVisible();
  for (const section of ["Позиции", "История статусов", "Платежи", "Журнал платежей"]) {
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Журнал платежей" })).toContainText("paid");
  await page.getByRole("button", { name: "Повторить выдачу" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Причина (необязательно)").fill("Проверка консоли");
  await dialog.getByRole("button", { name: "Повторить выдачу" }).click();
  await expect(page.getByRole("status")).toContainText(/Выдача (поставлена в очередь|уже в очереди)/);
  await expect(page.getByRole("region", { name: "Действия сотрудников" })).toContainText(
    "order.retry_delivery",
  );
  await page.screenshot({ path: "test-results/admin-order.png", fullPage: true });

  // The Standoff queue holds it and the journey's own order: staff mark the latter's lot bought, the queue empties
  // of it.
  const retriedId = (await page.getByRole("heading", { level: 1 }).textContent())!.replace(/\D/g, "");
  await page.goto("/admin/standoff");
  await expect(page.getByRole("link", { name: `№${retriedId}` }).first()).toBeVisible();
  const lot = page.getByRole("row").filter({ has: page.getByRole("link", { name: `№${standoffId}` }) });
  await lot.getByRole("button", { name: "Куплено" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Куплено" }).click();
  await expect(page.getByRole("status")).toContainText("Позиция выдана.");
  await expect(page.getByRole("link", { name: `№${standoffId}` })).toHaveCount(0);

  await page.goto("/admin/audit?action=order.");
  await expect(page.getByRole("table")).toContainText(ADMIN.email);
  await page.goto("/admin/audit?action=standoff.");
  await expect(page.getByRole("table")).toContainText("standoff.bought");

  // The stuck order of the demo shopper made above (its player id unknown to the provider, waiting for a correction)
  // is found by the filters and rejected; its money goes back to the shopper's balance.
  const demoBalance = async () => {
    const res = await apiGet(request, "/api/admin/users/?search=demo%40example.com", {
      headers: { Authorization: `Bearer ${tokens.access}` },
    });
    const { results } = (await res.json()) as { results: { email: string; balance: string }[] };
    return Number(results.find((u) => u.email === "demo@example.com")!.balance);
  };
  const balanceBefore = await demoBalance();
  await page.goto("/admin/orders?email=demo%40example.com&kind=supply&status=sending");
  await rows
    .filter({ has: page.getByRole("link", { name: `№${stuckId}` }) })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Заказ №${stuckId}` })).toBeVisible();
  const stuck = await apiGet(request, `/api/admin/orders/${stuckId}/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  // A reject gives back everything the payment took (the method's fee included): the order's money projection.
  const total = Number(((await stuck.json()) as { money: { paid: string } }).money.paid);
  expect(total).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Отклонить и вернуть деньги" }).click();
  await page
    .getByRole("dialog")
    .getByLabel("Причина (обязательно)")
    .fill("Игрок не найден, проверка консоли");
  await page.getByRole("dialog").getByRole("button", { name: "Отклонить и вернуть деньги" }).click();
  await expect(page.getByRole("status")).toContainText("Заказ отклонён, деньги возвращаются.");
  await expect.poll(demoBalance, { timeout: 30_000 }).toBeGreaterThan(balanceBefore);
  expect((await demoBalance()) - balanceBefore).toBeCloseTo(total, 2);
  await expect(page.getByRole("region", { name: "Действия сотрудников" })).toContainText("order.reject");

  // Shoppers: found by part of the e-mail, opened with their balance history.
  await page.goto("/admin/users?search=DEMO@");
  await page.getByRole("table").getByRole("link", { name: "demo@example.com" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Покупатель №\d+$/ })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("demo@example.com");
  await page.screenshot({ path: "test-results/admin-user.png", fullPage: true });

  // PUBG stock: an admin uploads codes for one product and reads the report. The codes are new to the store on
  // every run (a code already in stock would be reported as such, not added).
  const run = Date.now().toString(36).toUpperCase().slice(-8).padStart(8, "0");
  const [first, second] = ["E2E1", "E2E2"].map((p) => `${p}-${run.slice(0, 4)}-${run.slice(4)}-CCCC`);
  await page.goto("/admin/stock");
  await page.getByLabel("Товар (для файла только с кодами)").selectOption({ label: "60 UC" });
  await page.getByLabel(/CSV-файл/).setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`code\n${first}\n${second}\n${first}\n`),
  });
  await page.getByRole("button", { name: "Загрузить" }).click();
  const report = page.getByRole("status");
  await expect(report).toContainText("Добавлено 2 кода");
  await expect(report).toContainText("строка 4: код повторяется в файле");
  await expect(report).not.toContainText(first);
  await page.screenshot({ path: "test-results/admin-stock.png", fullPage: true });

  // One of them is sold: a purchase of 60 UC takes one code from the stock the console counts.
  const stockOf60 = async () => {
    await page.goto("/admin/stock");
    const cells = page
      .getByRole("row")
      .filter({ hasText: /^60 UC/ })
      .first()
      .getByRole("cell");
    return Number((await cells.nth(1).textContent())!.replace(/\D/g, ""));
  };
  const stockBefore = await stockOf60();
  await openGame(page, "PUBG Mobile");
  await orderFromGame(page, "60 UC", (form) =>
    form.getByLabel("Электронная почта").fill("stock@example.com"),
  );
  await payAndOpenOrder(page, context);
  await expect(page.getByRole("button", { name: /^Копировать код / })).toHaveCount(1, { timeout: 30_000 });
  expect(await stockOf60()).toBe(stockBefore - 1);

  // Catalogue: the admin changes a product's price and the storefront's game page shows it at once. The new price
  // is one the product does not have yet (an earlier run may have set 1 777 ₽ already).
  await page.goto("/admin/products");
  const row = page.getByRole("row").filter({ hasText: "1800 UC" });
  await expect(row).toContainText("₽");
  const rubles = /1\s777\s₽/.test((await row.textContent())!) ? 1778 : 1777;
  const shown = new RegExp(`1\\s${rubles % 1000}`);
  await row.getByRole("button", { name: "Изменить" }).click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Цена, ₽").fill(`${rubles},00`);
  await editor.getByRole("button", { name: "Сохранить" }).click();
  await expect(editor).toHaveCount(0);
  await expect(row).toContainText(new RegExp(`${shown.source}\\s₽`));
  const games = await (await apiGet(page.request, "/api/games/?title_exact=PUBG%20Mobile")).json();
  await page.goto(`/games/${games.results[0].id}`);
  await expect(page.getByRole("main")).toContainText(shown);

  // Reviews: one the storefront shows (the newest still visible; an earlier run hid another) is hidden from it,
  // and the audit log names the action.
  await page.goto("/admin/feedback?is_hidden=false");
  const review = page.getByRole("row").filter({ hasText: "проверенная покупка" }).first();
  const text = (await review.getByRole("cell").nth(3).textContent())!;
  await page.goto("/feedback");
  await expect(page.getByRole("main")).toContainText(text);
  await page.goto("/admin/feedback?is_hidden=false");
  await review.getByRole("button", { name: "Скрыть" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Скрыть" }).click();
  await expect(page.getByRole("status")).toContainText("Отзыв скрыт.");
  await page.goto("/feedback");
  await expect(page.getByRole("main")).not.toContainText(text);
  await page.goto("/admin/audit?action=feedback.");
  await expect(page.getByRole("table")).toContainText("feedback.hide");

  // Every write of this journey is in the audit log, under this admin's name: the newest entries, one per write
  // (so an earlier run's entries do not stand in for this run's).
  await page.goto("/admin/audit");
  const writes = [
    "order.retry_delivery",
    "standoff.bought",
    "order.reject",
    "pubg_codes.import",
    "product.update",
    "feedback.hide",
  ];
  const newest = (await page.getByRole("table").locator("tbody tr").allTextContents()).slice(
    0,
    writes.length,
  );
  for (const action of writes) {
    expect(newest.filter((entry) => entry.includes(action) && entry.includes(ADMIN.email))).toHaveLength(1);
  }
  // The account itself was made by `npm run operator:create` (scripts/e2e-server.mjs): that is audited too.
  await page.goto("/admin/audit?action=staff.create");
  await expect(page.getByRole("table")).toContainText(ADMIN.email);
});

test("a shopper opening the console is refused", async ({ page, context, request }) => {
  await context.addCookies(sessionCookies(await signIn(request, SHOPPER)));
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Нет доступа" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});
