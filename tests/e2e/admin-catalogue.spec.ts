// The console's catalogue in a browser: an admin adds a game, gives it a logo and a product, and the storefront
// shows the game (found by its title through the public API) and its product at once, and the audit log names both
// writes; a gift added from the console has its storefront page at once.
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { sessionCookies } from "./fixtures/session-cookies";
import { openGame } from "./fixtures/store-pages";

const ADMIN = { email: "e2e.admin@example.com", password: "Console-e2e-2026!" };
/** A 1×1 PNG: the upload is checked by content, and the storefront's image optimiser decodes it. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function signInAs(request: APIRequestContext, context: BrowserContext, who: typeof ADMIN) {
  const res = await request.post("/api/auth/jwt/create/", { data: who });
  expect(res.status()).toBe(200);
  await context.addCookies(sessionCookies(await res.json()));
}

test("an admin adds a game with a product and the storefront shows both at once", async ({
  page,
  context,
  request,
}) => {
  // A title of its own per run: titles are unique, and the journey may run again on the same store.
  const title = `E2E Игра ${Date.now().toString(36)}`;
  const product = "500 кристаллов";
  await signInAs(request, context, ADMIN);

  await page.goto("/admin/games");
  await expect(page.getByRole("heading", { name: "Игры", level: 1 })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("PUBG Mobile");

  // The dialog asks for the kind and the title; the new game's page opens next.
  await page.getByRole("button", { name: "Добавить игру" }).click();
  const addGame = page.getByRole("dialog");
  await addGame.getByLabel("Тип игры").selectOption({ label: "Поставщик" });
  await addGame.getByLabel("Название", { exact: true }).fill(title);
  await addGame.getByRole("button", { name: "Добавить игру" }).click();
  await expect(page).toHaveURL(/\/admin\/games\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Игра «${title}»` })).toBeVisible();
  const gameId = page.url().split("/").pop();

  // The logo, checked by its content and stored.
  await page.getByLabel("Файл PNG, JPEG или WebP, до 2 МБ").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: PNG_1X1,
  });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(page.getByText("Изображение загружено.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Текущее изображение" })).toHaveAttribute(
    "src",
    /^\/api\/uploads\/catalogue\/[0-9a-f]{32}\.png\/$/,
  );

  // A price typed with a comma is read as roubles and kopecks; an empty discount is none.
  await page.getByRole("button", { name: "Добавить товар" }).click();
  const addProduct = page.getByRole("dialog");
  await addProduct.getByLabel("Товар", { exact: true }).fill(product);
  await addProduct.getByLabel("Цена, ₽", { exact: true }).fill("ab");
  await addProduct.getByRole("button", { name: "Добавить товар" }).click();
  await expect(addProduct.getByText("Введите сумму в рублях, например 149 или 149.50.")).toBeVisible();
  await addProduct.getByLabel(/^Цена, ₽/).fill("449,50");
  await addProduct.getByRole("button", { name: "Добавить товар" }).click();
  await expect(addProduct).toHaveCount(0);
  const row = page.getByRole("region", { name: "Товары игры" }).getByRole("row").filter({ hasText: product });
  await expect(row).toContainText(/449,50\s₽/);
  await expect(row).toContainText("В продаже");
  await page.screenshot({ path: "test-results/admin-game.png", fullPage: true });

  // The storefront: the public list finds the game by its title, its page sells the product.
  await openGame(page, title);
  await expect(page).toHaveURL(new RegExp(`/games/${gameId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("main")).toContainText(product);
  await expect(page.getByRole("main")).toContainText(/449,50/);

  // Both writes are in the audit log under the admin's name.
  await page.goto("/admin/audit?action=game.create");
  await expect(page.getByRole("table")).toContainText(ADMIN.email);
  await page.goto("/admin/audit?action=product.create");
  await expect(page.getByRole("table")).toContainText(product);
  await page.goto("/admin/audit?action=game.logo");
  await expect(page.getByRole("table")).toContainText(ADMIN.email);
});

test("an admin adds a gift and the storefront's gift page shows it", async ({ page, context, request }) => {
  const title = `E2E Подарок ${Date.now().toString(36)}`;
  await signInAs(request, context, ADMIN);
  await page.goto("/admin/gifts");
  await expect(page.getByRole("heading", { name: "Подарки", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Добавить подарок" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Название", { exact: true }).fill(title);
  await dialog.getByLabel("Регион").selectOption({ label: "Весь мир" });
  await dialog.getByLabel("Цена, ₽", { exact: true }).fill("1299");
  await dialog.getByLabel("Кешбэк, ₽").fill("50");
  await dialog.getByRole("button", { name: "Добавить подарок" }).click();
  await expect(page).toHaveURL(/\/admin\/gifts\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Подарок «${title}»` })).toBeVisible();
  const giftId = page.url().split("/").pop();

  await page.goto(`/gifts/detalis/${giftId}`);
  await expect(page.getByRole("main")).toContainText(title);
  await expect(page.getByRole("main")).toContainText(/1\s299/);
  await page.goto("/admin/audit?action=gift.create");
  await expect(page.getByRole("table")).toContainText(ADMIN.email);
});
