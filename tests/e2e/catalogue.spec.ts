import { expect, test } from "./fixtures/csp-guard";
import { apiGet } from "./fixtures/api-get";

test("home -> game grid -> gifts with filters -> gift details @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/GameCoin/);
  await expect(page.getByRole("heading", { name: "Игры и пополнения" })).toBeVisible();
  await expect(page.getByRole("link", { name: /PUBG Mobile/ }).first()).toBeVisible();

  // The game grid searches by title and keeps the query in the URL.
  await page.getByRole("searchbox").first().fill("Standoff");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/search=Standoff/);
  await expect(page.getByRole("link", { name: /Standoff 2/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /PUBG Mobile/ })).toHaveCount(0);

  await page.goto("/gifts");
  await page.getByLabel("Тип").selectOption("dlc");
  await page.getByLabel("Регион").selectOption("world");
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/type=dlc/);
  await expect(page).toHaveURL(/region=world/);
  const cards = page.locator("main article");
  await expect(cards.first()).toBeVisible();
  for (const label of await cards.locator("text=DLC").allTextContents()) expect(label).toBe("DLC");

  const firstCard = cards.first().getByRole("link").first();
  const name = (await cards.first().locator("h2, h3").first().textContent())?.trim() ?? "";
  await firstCard.click();
  await expect(page).toHaveURL(/\/gifts\/detalis\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(jsonLd["@type"]).toBe("Product");
  expect(jsonLd.offers.priceCurrency).toBe("RUB");
});

test("the gift list shows the gift banners, each leading to its gift; a filtered list shows none @mobile", async ({
  page,
  request,
}) => {
  const banners = (await (await apiGet(request, "/api/banners/gifts/")).json()).results;
  expect(banners.length).toBeGreaterThan(0);
  await page.goto("/gifts");
  const carousel = page.getByRole("region", { name: "Акции и новинки" });
  // Every banner is a slide; the slides off screen are hidden from the keyboard and screen readers.
  await expect(carousel.locator('a[href^="/gifts/detalis/"]')).toHaveCount(banners.length);
  const first = carousel.getByRole("link").first();
  await expect(first).toContainText(banners[0].title);
  await expect(first).toHaveAttribute("href", `/gifts/detalis/${banners[0].gift}`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/gifts/detalis/${banners[0].gift}$`));

  await page.goto("/gifts?type=dlc");
  await expect(page.locator("main article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Акции и новинки" })).toHaveCount(0);
});

test("a game's FAQ, as the console keeps it, opens question by question from the keyboard @mobile", async ({
  page,
  request,
}) => {
  const games = await (await apiGet(request, "/api/games/?title_exact=PUBG%20Mobile")).json();
  const pubg = games.results[0] as { id: number };
  const faq = (await (await apiGet(request, `/api/faq/${pubg.id}/`)).json()) as {
    text: string;
    answer: string;
  }[];
  expect(faq.length).toBeGreaterThan(0);
  await page.goto(`/games/${pubg.id}`);
  const section = page.getByRole("region", { name: "Частые вопросы" });
  await expect(section.locator("summary")).toHaveText(faq.map((f) => f.text));
  const answer = section.getByText(faq[0].answer);
  await expect(answer).toBeHidden();
  await section.locator("summary").first().focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
});

test("info pages open from the index and the footer", async ({ page }) => {
  await page.goto("/info");
  for (const [link, heading] of [
    ["Политика конфиденциальности", /Политика конфиденциальности/],
    ["Пользовательское соглашение", /Пользовательское соглашение/],
  ] as const) {
    await page.goto("/info");
    await page.getByRole("main").getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await page.goto("/info/contacts");
  await expect(page.getByRole("main")).toContainText("ИНН");
  await page.goto("/info/TextBlock");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path shows the 404 screen and the go-home button works @mobile", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/404/);
  await expect(page.getByRole("main")).toContainText("/no/such/page");
  await page.getByRole("main").getByRole("link", { name: "На главную", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown API paths answer JSON 404, not HTML", async ({ request }) => {
  const res = await apiGet(request, "/api/no-such-thing/");
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: "not_found" });
});
