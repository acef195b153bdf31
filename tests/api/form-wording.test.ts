// Issue 13, forms: one wording for an empty required field (client and server say "Обязательное поле."),
// internationalised e-mail addresses in either spelling as one address, an empty receipt e-mail refused where
// the method asks for one, and a wrong password answered kindly without telling whether the address exists.
import { eq } from "drizzle-orm";
import * as createJwtRoute from "@/app/api/auth/jwt/create/route";
import * as usersRoute from "@/app/api/auth/users/route";
import * as rokkyRoute from "@/app/api/orders/rokky/route";
import { orders, paymentMethods, users } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, signIn } from "./auth-test-kit";
import { newBrowser, request } from "./orders-test-kit";
import { createOrder, pay, paymentSuite } from "./payments-test-kit";

const REQUIRED = ["Обязательное поле."];
const WRONG_CREDENTIALS =
  "Неверный e-mail или пароль. Проверьте раскладку и Caps Lock или восстановите пароль.";

describe.each(testEngines)("form wording and e-mail addresses on %s", (engine) => {
  const t = paymentSuite(engine);
  const register = (body: unknown) => call(usersRoute, "/api/auth/users/", { method: "POST", body });
  const signInAs = (body: unknown) => call(createJwtRoute, "/api/auth/jwt/create/", { method: "POST", body });

  it("registers an IDN address once, kept in Unicode, and signs in with either spelling", async () => {
    const res = await register({ email: " Покупатель@ПРИМЕР.РФ ", password: "Tr1cky-Passphrase" });
    expect(res.status).toBe(201);
    expect(res.json.email).toBe("покупатель@пример.рф");
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json.id));
    expect(row.email).toBe("покупатель@пример.рф");
    expect(await signIn("покупатель@xn--e1afmkfd.xn--p1ai", "Tr1cky-Passphrase")).toHaveProperty("access");
    // The punycode spelling is the same account: no second one is made.
    const again = await register({
      email: "покупатель@xn--e1afmkfd.xn--p1ai",
      password: "Other-Passphrase-2",
    });
    expect(again.status).toBe(201);
    expect(await t.db.select().from(users).where(eq(users.email, "покупатель@пример.рф"))).toHaveLength(1);
  });

  it("refuses what is not an address, and an empty one with the required-field wording", async () => {
    for (const email of ["user@пример", "a..b@пример.рф", "user@xn--zz.ru", "user@exa mple.ru"]) {
      const res = await register({ email, password: "Tr1cky-Passphrase" });
      expect({ email, status: res.status, body: res.json }).toEqual({
        email,
        status: 400,
        body: { email: ["Введите правильный адрес электронной почты."] },
      });
    }
    for (const email of ["", "   "]) {
      const res = await register({ email, password: "Tr1cky-Passphrase" });
      expect({ email, body: res.json }).toEqual({ email, body: { email: REQUIRED } });
    }
  });

  it("answers a wrong password and an unknown address with one kind message", async () => {
    const account = await insertAccount(t.db);
    const wrong = await signInAs({ email: account.email, password: "not-the-password" });
    const unknown = await signInAs({ email: "nobody@example.com", password: "not-the-password" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ detail: WRONG_CREDENTIALS, code: "no_active_account" });
    }
  });

  it("a guest's gift order: no e-mail is 'required', an IDN one is kept in Unicode", async () => {
    const create = (email: unknown) =>
      request(newBrowser(), rokkyRoute, "/api/orders/rokky/", {
        method: "POST",
        body: { gift: t.c.gift.id, email },
      });
    for (const email of [undefined, "", "  "]) {
      const res = await create(email);
      expect({ email, status: res.status, body: res.json }).toEqual({
        email,
        status: 400,
        body: { email: REQUIRED },
      });
    }
    const res = await create("user@xn--e1afmkfd.xn--p1ai");
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json.id));
    expect(row.email).toBe("user@пример.рф");
  });

  it("a method asking for the receipt e-mail refuses an empty or blank one, and takes an IDN one", async () => {
    await t.db
      .update(paymentMethods)
      .set({ requiredFields: ["email"] })
      .where(eq(paymentMethods.name, "sandbox-card"));
    const order = await createOrder(t);
    for (const email of [undefined, "", "   "]) {
      const res = await pay(order.browser, "sandbox-card", { order_id: order.id, currency: "RUB", email });
      expect({ email, status: res.status, body: res.json }).toEqual({
        email,
        status: 400,
        body: { email: REQUIRED },
      });
    }
    const res = await pay(order.browser, "sandbox-card", {
      order_id: order.id,
      currency: "RUB",
      email: "покупатель@пример.рф",
    });
    expect(res.status).toBe(200);
  });
});
