import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/csp-guard";
import { accountMenu, dialog, header, openSignIn, signInWithPassword } from "./fixtures/store-pages";

// The e2e server runs demo mode on a fresh seeded database: the sandbox plays every social provider.
const DEMO = { email: "demo@example.com", password: "demo-password-2026" };
const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signOut(page: Page) {
  await accountMenu(page).click();
  await header(page).getByRole("button", { name: "Выйти" }).click();
  await expect(header(page).getByRole("button", { name: "Войти", exact: true })).toBeVisible();
}

/** The sandbox's consent page, standing in for the provider. */
async function allowOnSandbox(page: Page, email: string) {
  await expect(page).toHaveURL(/\/sandbox\/oauth\/authorize\?/);
  await page.getByLabel("Адрес электронной почты").fill(email);
  await page.getByRole("button", { name: "Разрешить" }).click();
}

test("sign up with a new e-mail, sign out, sign in again @mobile", async ({ page, context }) => {
  const email = uniqueEmail("signup");
  const password = "E2e-Strong-Passphrase-26";
  await page.goto("/");
  await openSignIn(page);
  await dialog(page).getByRole("tab", { name: "Регистрация" }).click();

  // Validation first: a digits-only password and a mismatched repeat are refused before any call.
  await dialog(page).getByLabel("Электронная почта").fill(email);
  await dialog(page).getByLabel("Пароль", { exact: true }).fill("1234567890");
  await dialog(page).getByLabel("Пароль ещё раз").fill("0987654321");
  await dialog(page).getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(dialog(page).getByText("Введённый пароль состоит только из цифр.")).toBeVisible();

  await dialog(page).getByLabel("Пароль", { exact: true }).fill(password);
  await dialog(page).getByLabel("Пароль ещё раз").fill(password);
  await dialog(page).getByRole("button", { name: "Зарегистрироваться" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText("Аккаунт создан, вы вошли.")).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(email.replace(/[.+]/g, "\\$&")));
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "access")).toMatchObject({ sameSite: "Lax", path: "/" });
  // The refresh token is out of scripts' reach: HttpOnly, and sent only to the auth calls.
  expect(cookies.find((c) => c.name === "refresh_token")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
    path: "/api/auth/",
  });
  expect(cookies.find((c) => c.name === "refresh")).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/refresh/);

  // Signed in across a reload: the header is rendered signed in by the server.
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  await signOut(page);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("access");
  // Logout asked the server to end the sign-in, which cleared its HttpOnly cookie.
  expect(names).not.toContain("refresh_token");

  // A wrong password is refused on the form; the right one signs in.
  await openSignIn(page);
  await dialog(page).getByLabel("Электронная почта").fill(email);
  await dialog(page).getByLabel("Пароль", { exact: true }).fill("Not-The-Password-1");
  await dialog(page).getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog(page).getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
  await dialog(page).getByLabel("Пароль", { exact: true }).fill(password);
  await dialog(page).getByRole("button", { name: "Войти", exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();
});

test("the demo shopper signs in and sees name and balance; the menu leads to the settings", async ({
  page,
}) => {
  await page.goto("/products");
  await signInWithPassword(page, DEMO.email, DEMO.password);
  await expect(accountMenu(page)).toHaveAccessibleName(/Демо, Баланс: .*₽/);
  await accountMenu(page).click();
  await header(page).getByRole("link", { name: "Настройки" }).click();
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Настройки" })).toBeVisible();
  await expect(page.getByLabel("Электронная почта")).toHaveValue(DEMO.email);
});

test("the settings page without a valid session redirects home", async ({ page, context, baseURL }) => {
  const response = await page.goto("/profile/settings");
  await expect(page).toHaveURL(/\/$/);
  expect(response?.ok()).toBe(true);
  // A cookie's presence is not proof: a forged token is refused on the server.
  await context.addCookies([{ name: "access", value: "forged.token.value", url: baseURL! }]);
  await page.goto("/profile/settings");
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("button", { name: "Войти", exact: true })).toBeVisible();
});

test("social sign-in through the sandbox provider returns to the page it started from", async ({ page }) => {
  await page.goto("/gifts");
  await openSignIn(page);
  await dialog(page).getByRole("button", { name: "Войти через Google" }).click();
  await allowOnSandbox(page, uniqueEmail("google"));
  await expect(page).toHaveURL(/\/gifts$/);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByText("Аккаунт создан, вы вошли через Google.")).toBeVisible();
});

test("a refused consent shows «Вход отменён» with a way back", async ({ page }) => {
  await page.goto("/");
  await openSignIn(page);
  await dialog(page).getByRole("button", { name: "Войти через ВКонтакте" }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/authorize\?/);
  await page.getByRole("button", { name: "Отказать" }).click();
  await expect(page.getByRole("heading", { name: "Вход отменён" })).toBeVisible();
  await page.getByRole("link", { name: "Вернуться в магазин" }).click();
  await expect(header(page).getByRole("button", { name: "Войти", exact: true })).toBeVisible();
});

test("bind a social account in the settings through the sandbox, then unbind it", async ({ page }) => {
  const email = uniqueEmail("bind");
  const password = "E2e-Bind-Passphrase-26";
  const registered = await page.request.post("/api/auth/users/", { data: { email, password } });
  expect(registered.status()).toBe(201);
  await page.goto("/");
  await signInWithPassword(page, email, password);
  await page.goto("/profile/settings");

  const yandex = page.getByRole("listitem").filter({ hasText: "Яндекс ID" });
  await expect(yandex).toContainText("Не привязан");
  await yandex.getByRole("button", { name: "Привязать Яндекс ID" }).click();
  await allowOnSandbox(page, uniqueEmail("yandex"));
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(page.getByText("Аккаунт Яндекс ID привязан.")).toBeVisible();
  await expect(yandex).toContainText("Привязан");
  await expect(yandex).toContainText("ID ");

  await yandex.getByRole("button", { name: "Отвязать Яндекс ID" }).click();
  const confirm = page.getByRole("dialog", { name: "Отвязать Яндекс ID?" });
  await confirm.getByRole("button", { name: "Отвязать", exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(yandex).toContainText("Не привязан");
  await expect(yandex.getByRole("button", { name: "Привязать Яндекс ID" })).toBeVisible();

  // The nickname is saved through users/me/ and shows in the header.
  await page.getByLabel("Никнейм").fill("  E2E Геймер  ");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(/E2E Геймер/);
  await page.reload();
  await expect(page.getByLabel("Никнейм")).toHaveValue("E2E Геймер");
});

test("a reset link's token leaves the address bar at once; the password is reset; a reload says the link is spent", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  const registered = await page.request.post("/api/auth/users/", {
    data: { email, password: "E2e-Old-Passphrase-26" },
  });
  expect(registered.status()).toBe(201);
  const asked = await page.request.post("/api/auth/users/reset_password/", { data: { email } });
  expect(asked.status()).toBe(204);

  // The e-mailed link, as the dev outbox shows it (the mail is a job: wait for it).
  let link = "";
  await expect(async () => {
    await page.goto("/dev/outbox");
    const mail = page.getByRole("listitem").filter({ hasText: email });
    const hrefs = await mail
      .locator('a[href*="/auth/reset-password?"]')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    link = hrefs[0] ?? "";
    expect(link).toContain("token=");
  }).toPass({ timeout: 30_000 });

  const sent = new URL(link);
  await page.goto(`${sent.pathname}${sent.search}`);
  // No token in the address bar, the history entry or a Referer: the page is asked for without a query.
  expect(new URL(page.url()).search).toBe("");
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await page.getByRole("textbox", { name: "Новый пароль" }).fill("E2e-New-Passphrase-27");
  await page.getByRole("textbox", { name: "Пароль ещё раз" }).fill("E2e-New-Passphrase-27");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page.getByRole("heading", { name: "Пароль изменён" })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Ссылка не действует" })).toBeVisible();
  const signedIn = await page.request.post("/api/auth/jwt/create/", {
    data: { email, password: "E2e-New-Passphrase-27" },
  });
  expect(signedIn.status()).toBe(200);
});
