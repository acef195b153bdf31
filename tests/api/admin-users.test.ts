// The console's shoppers: finding an account by e-mail or nickname, its page (social bindings, orders, balance
// movements, staff actions), balance adjustments (ledger entry, audit entry and the shopper's own balance history,
// never below zero) and blocking sign-in (sign-in, refresh and held access tokens refused; audited).
import { toKopecks } from "@/lib/money/kopecks";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import * as balanceHistoryRoute from "@/app/api/auth/users/me/balance_history/route";
import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, paymentLedger, socialAccounts, users } from "@/lib/server/db/schema";
import { testEngines } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";
import { call, insertAccount, signIn } from "./auth-test-kit";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { listAdminUsers, getAdminUser, adjustUserBalance, blockUser, unblockUser } = adminEndpoints;

describe.each(testEngines)("console shoppers on %s", (engine) => {
  let t: AdminTestEnv;
  let ivan: Awaited<ReturnType<typeof insertAccount>>;
  let olga: Awaited<ReturnType<typeof insertAccount>>;

  const balanceOf = async (id: number) => {
    const [row] = await t.db
      .select({ balance: users.balance, held: users.balanceHeld })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };
  /** An adjustment as the console sends it: a request id of its own unless the body names one. */
  const adjust = (id: number, body: object, token = t.tokens.admin) =>
    callAdmin(adjustUserBalance, {
      token,
      params: { id: String(id) },
      body: { request_id: randomUUID(), ...body },
    });
  const ledgerOf = (id: number) =>
    t.db.select().from(paymentLedger).where(eq(paymentLedger.userId, id)).orderBy(asc(paymentLedger.id));
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
      .orderBy(asc(auditLog.id));

  beforeAll(async () => {
    t = await startAdminTest(engine);
    ivan = await insertAccount(t.db, {
      email: "Ivan_100@Example.com",
      nickname: "Vanya_100%",
      balance: "100.00",
    });
    olga = await insertAccount(t.db, { email: "olga@example.com", nickname: "ivan100-fan" });
    await t.db.insert(socialAccounts).values({ provider: "google", uid: "g-4242", userId: ivan.id });
    await insertOrder(t.db, { userId: ivan.id, status: "done", total: "300.00", email: ivan.email });
    await insertOrder(t.db, { userId: ivan.id, status: "failed", total: "50.00", email: ivan.email });
  });
  afterAll(() => t.close());

  describe("finding an account", () => {
    const search = (query: string, token = t.tokens.support) => callAdmin(listAdminUsers, { token, query });
    const emails = (res: { json: { results: { email: string }[] } }) => res.json.results.map((r) => r.email);

    it("finds by part of the e-mail or the nickname, any case, newest first", async () => {
      const res = await search("search=IVAN");
      expect(res.status).toBe(200);
      expect(emails(res)).toEqual([olga.email, ivan.email]);
      expect(emails(await search("search=vanya"))).toEqual([ivan.email]);
      expect(emails(await search("search=OLGA@"))).toEqual([olga.email]);
      expect(res.json.results[1]).toEqual({
        id: ivan.id,
        email: ivan.email,
        nickname: "Vanya_100%",
        role: "shopper",
        is_blocked: false,
        balance: "100.00",
        balance_held: "0.00",
        created: expect.any(String),
      });
    });

    it("takes % and _ in the search literally", async () => {
      expect(emails(await search(`search=${encodeURIComponent("_100%")}`))).toEqual([ivan.email]);
      expect(emails(await search(`search=${encodeURIComponent("n%1")}`))).toEqual([]);
      expect(emails(await search("search=i_an"))).toEqual([]);
    });

    it("pages the whole list without a search, DRF-style", async () => {
      const first = await search("page_size=2");
      expect(first.json.count).toBe(5); // three staff-test accounts and the two shoppers
      expect(first.json.results).toHaveLength(2);
      expect(first.json.next).toContain("page=2");
      expect(first.json.previous).toBeNull();
      const bad = await search("page_size=1000");
      expect(bad.status).toBe(400);
      expect(bad.json.page_size).toHaveLength(1);
    });
  });

  describe("an account's page", () => {
    it("shows the social bindings, orders and balance movements; 404 for no such account", async () => {
      const res = await callAdmin(getAdminUser, { token: t.tokens.support, params: { id: String(ivan.id) } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        id: ivan.id,
        email: ivan.email,
        balance: "100.00",
        spendable_balance: "100.00",
        social: [{ provider: "google", uid: "g-4242", created: expect.any(String) }],
        orders_count: 2,
        balance_movements: [],
        audit: [],
      });
      expect(res.json.orders.map((o: { status: string; total: string }) => [o.status, o.total])).toEqual([
        ["failed", "50.00"],
        ["done", "300.00"],
      ]);
      const missing = await callAdmin(getAdminUser, { token: t.tokens.support, params: { id: "999999" } });
      expect(missing.status).toBe(404);
    });
  });

  describe("adjusting the balance", () => {
    it("credits, writes the ledger and the audit entry, and the shopper's history shows it", async () => {
      const res = await adjust(ivan.id, { amount: "150,5", reason: "Компенсация за задержку\nзаказа" });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ id: ivan.id, balance: "250.50", balance_held: "0.00", amount: "150.50" });
      expect((await balanceOf(ivan.id)).balance).toBe("250.50");

      const [entry] = await ledgerOf(ivan.id);
      expect(entry).toMatchObject({
        provider: "balance",
        providerPaymentId: expect.stringMatching(/^adjustment-/),
        orderId: null,
        event: "adjustment",
        outcome: "balance_credited",
        amountRub: "150.50",
        currency: "RUB",
        detail: {
          reason: "Компенсация за задержку\nзаказа",
          staff: { id: t.accounts.admin.id, email: t.accounts.admin.email },
        },
      });
      const [audit] = await auditOf(ivan.id);
      expect(audit).toMatchObject({
        actorId: t.accounts.admin.id,
        actorEmail: t.accounts.admin.email,
        action: "user.balance_adjust",
        targetType: "user",
        before: { balance: "100.00", balance_held: "0.00" },
        after: {
          balance: "250.50",
          balance_held: "0.00",
          amount: "150.50",
          reason: "Компенсация за задержку\nзаказа",
        },
      });

      const { access } = await signIn(ivan.email, ivan.password);
      const history = await call(balanceHistoryRoute, "/api/auth/users/me/balance_history/", {
        token: access,
      });
      expect(history.status).toBe(200);
      expect(history.json.results).toEqual([
        {
          id: entry.id,
          created: expect.any(String),
          kind: "adjustment",
          amount: "150.50",
          order_id: null,
          order_hash: null,
        },
      ]);
    });

    it("debits down to exactly zero, shown negative in both histories", async () => {
      const res = await adjust(ivan.id, { amount: "-250.50", reason: "Ошибочное начисление" });
      expect(res.status).toBe(200);
      expect(res.json.balance).toBe("0.00");
      const ledger = await ledgerOf(ivan.id);
      expect(ledger.at(-1)).toMatchObject({ outcome: "balance_debited", amountRub: "250.50" });

      const page = await callAdmin(getAdminUser, {
        token: t.tokens.support,
        params: { id: String(ivan.id) },
      });
      expect(page.json.balance_movements.map((m: { kind: string; amount: string }) => m.amount)).toEqual([
        "-250.50",
        "150.50",
      ]);
      expect(page.json.audit.map((a: { action: string }) => a.action)).toEqual([
        "user.balance_adjust",
        "user.balance_adjust",
      ]);
      const { access } = await signIn(ivan.email, ivan.password);
      const history = await call(balanceHistoryRoute, "/api/auth/users/me/balance_history/", {
        token: access,
      });
      expect(history.json.results[0]).toMatchObject({ kind: "adjustment", amount: "-250.50" });
    });

    it("books an adjustment once per request id: a double click or a retry changes nothing twice", async () => {
      const petr = await insertAccount(t.db, { email: "petr@example.com" });
      const [before] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, petr.id));
      const ledgerBefore = (await ledgerOf(petr.id)).length;
      const auditBefore = (await auditOf(petr.id)).length;
      const body = { amount: "10", reason: "Компенсация", request_id: randomUUID() };
      const answers = await Promise.all([
        adjust(petr.id, body),
        adjust(petr.id, body),
        adjust(petr.id, body),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const credited = (toKopecks(before.balance) + 1000n).toString();
      const [after] = await t.db.select({ balance: users.balance }).from(users).where(eq(users.id, petr.id));
      expect(toKopecks(after.balance).toString()).toBe(credited);
      expect(answers.map((a) => toKopecks(a.json.balance).toString())).toEqual([
        credited,
        credited,
        credited,
      ]);
      expect((await ledgerOf(petr.id)).length).toBe(ledgerBefore + 1);
      expect((await auditOf(petr.id)).length).toBe(auditBefore + 1);

      // The same key for another amount or account is refused, not booked.
      const reused = await adjust(petr.id, { ...body, amount: "20" });
      expect(reused.status).toBe(409);
      expect(reused.json.code).toBe("adjustment_key_reused");
      expect((await adjust(ivan.id, body)).status).toBe(409);
      expect((await ledgerOf(petr.id)).length).toBe(ledgerBefore + 1);
      // Without a key nothing is booked.
      const keyless = await callAdmin(adjustUserBalance, {
        token: t.tokens.admin,
        params: { id: String(petr.id) },
        body: { amount: "10", reason: "Компенсация" },
      });
      expect(keyless.status).toBe(400);
      expect(keyless.json.request_id).toBeDefined();
      // Another key is another adjustment.
      expect((await adjust(petr.id, { amount: "-10", reason: "Возврат" })).status).toBe(200);
      expect((await ledgerOf(petr.id)).length).toBe(ledgerBefore + 2);
    });

    it("refuses a debit below zero or below what pending payments hold, writing nothing", async () => {
      await t.db.update(users).set({ balance: "80.00", balanceHeld: "30.00" }).where(eq(users.id, olga.id));
      const over = await adjust(olga.id, { amount: "-50.01", reason: "Списание" });
      expect(over.status).toBe(400);
      expect(over.json.non_field_errors[0]).toMatch(
        /^Нельзя списать 50,01 ₽: баланс не может стать отрицательным/,
      );
      expect(over.json.non_field_errors[0]).toContain("50,00 ₽");
      expect(await balanceOf(olga.id)).toEqual({ balance: "80.00", held: "30.00" });
      expect(await ledgerOf(olga.id)).toEqual([]);
      expect(await auditOf(olga.id)).toEqual([]);

      const exact = await adjust(olga.id, { amount: "-50", reason: "Списание" });
      expect(exact.status).toBe(200);
      expect(await balanceOf(olga.id)).toEqual({ balance: "30.00", held: "30.00" });
      const more = await adjust(olga.id, { amount: "-0.01", reason: "Списание" });
      expect(more.status).toBe(400);
    });

    it("refuses an admin's own balance, which only another admin may adjust", async () => {
      const me = await insertAccount(t.db, { role: "admin", email: "first-admin@example.com" });
      const mine = (await signIn(me.email, me.password)).access;
      const own = await adjust(me.id, { amount: "1000", reason: "Себе" }, mine);
      expect(own.status).toBe(403);
      expect(own.json).toEqual({
        detail: "Свой баланс изменить нельзя: попросите другого администратора.",
        code: "permission_denied",
      });
      expect(await balanceOf(me.id)).toEqual({ balance: "0.00", held: "0.00" });
      expect(await ledgerOf(me.id)).toEqual([]);
      expect(await auditOf(me.id)).toEqual([]);
      const other = await insertAccount(t.db, { role: "admin", email: "second-admin@example.com" });
      const theirs = (await signIn(other.email, other.password)).access;
      expect((await adjust(me.id, { amount: "10", reason: "Компенсация" }, theirs)).status).toBe(200);
      expect((await auditOf(me.id)).map((e) => e.actorEmail)).toEqual([other.email]);
    });

    it("requires a reason and a non-zero signed amount", async () => {
      const before = await balanceOf(ivan.id);
      const none = await adjust(ivan.id, { amount: "10" });
      expect(none.status).toBe(400);
      expect(none.json).toEqual({ reason: ["Обязательное поле."] });
      const blank = await adjust(ivan.id, { amount: "10", reason: "   " });
      expect(blank.json).toEqual({ reason: ["Обязательное поле."] });
      const long = await adjust(ivan.id, { amount: "10", reason: "х".repeat(501) });
      expect(long.json.reason).toEqual(["Не длиннее 500 символов."]);
      for (const amount of ["0", "-0.00", "1e3", "10.001", "abc", "", "1 000"]) {
        const res = await adjust(ivan.id, { amount, reason: "Проверка" });
        expect({ amount, status: res.status, field: fieldsOf(res.json) }).toEqual({
          amount,
          status: 400,
          field: ["amount"],
        });
      }
      expect((await adjust(ivan.id, { amount: 10, reason: "Проверка" })).json.amount).toEqual([
        "Введите строку.",
      ]);
      expect((await adjust(ivan.id, { amount: "1000000.01", reason: "Проверка" })).json.amount).toEqual([
        "Не больше 1000000 ₽ за одну корректировку.",
      ]);
      expect(await balanceOf(ivan.id)).toEqual(before);
    });

    it("is for admins only (403 for support) and 404 for no such account", async () => {
      const support = await adjust(ivan.id, { amount: "10", reason: "Подарок" }, t.tokens.support);
      expect(support.status).toBe(403);
      expect(support.json.code).toBe("permission_denied");
      expect((await adjust(999999, { amount: "10", reason: "Подарок" })).status).toBe(404);
    });
  });

  describe("blocking sign-in", () => {
    const block = (id: number, body: unknown = {}, token = t.tokens.admin) =>
      callAdmin(blockUser, { token, params: { id: String(id) }, body });
    const unblock = (id: number, body: unknown = {}, token = t.tokens.admin) =>
      callAdmin(unblockUser, { token, params: { id: String(id) }, body });
    const create = (email: string, password: string) =>
      call(createRoute, "/api/auth/jwt/create/", { method: "POST", body: { email, password } });
    const refresh = (token: string) =>
      call(refreshRoute, "/api/auth/jwt/refresh/", { method: "POST", body: { refresh: token } });

    it("stops sign-in, refresh and the tokens already held; audited; unblocking lets a new sign-in in", async () => {
      const anna = await insertAccount(t.db, { email: "anna@example.com" });
      const session = await signIn(anna.email, anna.password);

      const res = await block(anna.id, { reason: "Мошенничество с возвратами" });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ id: anna.id, is_blocked: true });

      const signInAgain = await create(anna.email, anna.password);
      expect(signInAgain.status).toBe(403);
      expect(signInAgain.json.code).toBe("no_access");
      // Its refresh tokens were revoked with the block (a blocked account's refresh is refused anyway: no_access).
      const renewed = await refresh(session.refresh);
      expect({ status: renewed.status, code: renewed.json.code }).toEqual({
        status: 400,
        code: "token_not_valid",
      });
      const history = await call(balanceHistoryRoute, "/api/auth/users/me/balance_history/", {
        token: session.access,
      });
      expect(history.status).toBe(403);
      expect(history.json.code).toBe("no_access");

      const again = await block(anna.id);
      expect(again.status).toBe(200);
      const [entry, ...rest] = await auditOf(anna.id);
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        actorEmail: t.accounts.admin.email,
        action: "user.block",
        targetType: "user",
        before: { is_blocked: false },
        after: { is_blocked: true, reason: "Мошенничество с возвратами", revoked_sessions: 1 },
      });

      const un = await unblock(anna.id);
      expect(un.status).toBe(200);
      expect(un.json).toEqual({ id: anna.id, is_blocked: false });
      expect((await auditOf(anna.id)).at(-1)).toMatchObject({
        action: "user.unblock",
        before: { is_blocked: true },
        after: { is_blocked: false, reason: null },
      });
      expect((await create(anna.email, anna.password)).status).toBe(200);
      // The sessions from before the block stay ended: the owner signs in again.
      expect((await refresh(session.refresh)).json.code).toBe("token_not_valid");
    });

    it("refuses to block one's own account, and support (403)", async () => {
      const self = await block(t.accounts.admin.id);
      expect(self.status).toBe(400);
      expect(self.json).toEqual({ non_field_errors: ["Нельзя заблокировать собственную учётную запись."] });
      const bySupport = await block(olga.id, {}, t.tokens.support);
      expect(bySupport.status).toBe(403);
      expect((await unblock(olga.id, {}, t.tokens.support)).status).toBe(403);
      expect(await auditOf(t.accounts.admin.id)).toEqual([]);
      const [row] = await t.db
        .select({ isBlocked: users.isBlocked })
        .from(users)
        .where(eq(users.id, olga.id));
      expect(row.isBlocked).toBe(false);
      expect((await block(999999)).status).toBe(404);
    });
  });
});
