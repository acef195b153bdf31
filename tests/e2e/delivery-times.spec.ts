// Delivery time you can trust: a demo game's page shows how fast its orders were delivered in the last 30 days (the
// figure the API gives, from the seeded orders' own timelines) and reviews of its orders with the verified mark
// and each order's delivery time; a gift's page too; the feedback page's reviews carry the same mark. Screenshots
// of the game page's figures at 360 and 1280 px go to /tmp/shots-dt/.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { apiGet } from "./fixtures/api-get";

const SHOTS = "/tmp/shots-dt";

type Figure = { orders: number; median_seconds: number; p95_seconds: number } | null;

async function openGame(page: Page, title: string) {
  await page.goto("/");
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/games\/\d+/);
  const id = page.url().match(/\/games\/(\d+)/)![1];
  const api = await apiGet(page.request, `/api/games/${id}/`);
  return (await api.json()).delivery_time as Figure;
}

test("a demo game's page shows its delivery figures and verified reviews with their delivery times", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const figure = await openGame(page, "PUBG Mobile");
  expect(figure).not.toBeNull();
  expect(figure!.orders).toBeGreaterThanOrEqual(5);
  expect(figure!.p95_seconds).toBeGreaterThanOrEqual(figure!.median_seconds);

  const block = page.getByRole("region", { name: "Скорость доставки" });
  await expect(block).toBeVisible();
  await expect(block).toContainText(`за последние 30 дней`);
  await expect(block).toContainText(new RegExp(`По ${figure!.orders} заказ`));
  await expect(block.getByRole("definition")).toHaveText([
    /^за \d+ (секунд|минут)/,
    /^за \d+ .* или быстрее$/,
  ]);

  const reviews = page.getByRole("region", { name: "Отзывы покупателей" });
  await expect(reviews.getByRole("article").first()).toBeVisible();
  await expect(reviews.getByText("✓ Проверенная покупка").first()).toBeVisible();
  await expect(reviews.getByText(/^доставлено за \d+ (секунд|минут)/).first()).toBeVisible();
  await expect(reviews.getByRole("link", { name: "Все отзывы" })).toHaveAttribute("href", "/feedback");

  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/game-1280.png` });
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/game-reviews-1280.png` });

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  // Nothing of the block leaves the phone's width.
  const box = (await block.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/game-360.png` });
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/game-reviews-360.png` });
});

test("a gift with enough deliveries shows its figure; the feedback page marks verified reviews with their times", async ({
  page,
}) => {
  await page.goto("/gifts?search=Elden+Ring");
  await page
    .locator("main article")
    .getByRole("link", { name: /^Elden Ring$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/gifts\/detalis\/\d+/);
  const id = page.url().match(/\/gifts\/detalis\/(\d+)/)![1];
  const figure = (await (await apiGet(page.request, `/api/gifts/${id}/`)).json()).delivery_time as Figure;
  expect(figure).not.toBeNull();
  await expect(page.getByRole("region", { name: "Скорость доставки" })).toContainText(
    new RegExp(`По ${figure!.orders} заказ`),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("region", { name: "Скорость доставки" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/gift-1280.png` });

  await page.goto("/feedback");
  const first = page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: "Проверенная покупка" })
    .first();
  await expect(first).toContainText(/доставлено за \d+ (секунд|минут)/);
});
