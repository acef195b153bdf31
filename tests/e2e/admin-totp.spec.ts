// The console's second factor in a browser: a support account made by `npm run operator:create` enrols an
// authenticator on /admin/security (QR code, and the secret beside it for typing in), and from then on a new console
// session asks for a code: the code already used is refused, the next one lets it in (issue 12).
import { generate } from "otplib";
import { expect, test } from "./fixtures/csp-guard";
import { signInWithPassword } from "./fixtures/store-pages";

const SUPPORT = { email: "e2e.support@example.com", password: "Console-e2e-2026!" };
const nowSeconds = () => Math.floor(Date.now() / 1000);

test("staff enrol a second factor; a new console session then needs a fresh code", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await signInWithPassword(page, SUPPORT.email, SUPPORT.password);
  await page.goto("/admin/security");
  await expect(page.getByText("Второй фактор не включён.")).toBeVisible();
  await page.getByRole("button", { name: "Подключить приложение" }).click();
  await expect(page.getByRole("img", { name: "QR-код для приложения-аутентификатора" })).toBeVisible();
  const secret = (await page.getByRole("main").locator("code").first().textContent())!.trim();
  const used = await generate({ secret, epoch: nowSeconds() });
  await page.getByLabel("Код из приложения").fill(used);
  await page.getByRole("button", { name: "Включить второй фактор" }).click();
  await expect(page.getByText(/Второй фактор включён с/)).toBeVisible();
  await page.screenshot({ path: "test-results/admin-security.png", fullPage: true });
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: "Заказы", level: 1 })).toBeVisible();

  // Another browser: the password alone no longer opens the console.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/");
  await signInWithPassword(second, SUPPORT.email, SUPPORT.password);
  await second.goto("/admin/orders");
  await expect(second.getByRole("heading", { name: "Подтвердите вход", level: 1 })).toBeVisible();
  await second.getByLabel("Код из приложения").fill(used);
  await second.getByRole("button", { name: "Подтвердить" }).click();
  await expect(second.getByText(/Неверный код/)).toBeVisible();
  await second.getByLabel("Код из приложения").fill(await generate({ secret, epoch: nowSeconds() + 30 }));
  await second.getByRole("button", { name: "Подтвердить" }).click();
  await expect(second.getByRole("heading", { name: "Заказы", level: 1 })).toBeVisible();
  await other.close();
});
