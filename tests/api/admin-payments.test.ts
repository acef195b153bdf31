// Payment settings from the console: a method's switch, minimum, fees and place, a country's currency, rate,
// default and place; the storefront's (cached) countries answer shows each change at once; money and rates stay
// decimal strings; bad values are field errors; audited before/after; admin only.
import { eq } from "drizzle-orm";
import * as activeRoute from "@/app/api/payments/countries/active/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { auditLog, countries } from "@/lib/server/db/schema";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import {
  insertCountry,
  insertMethodGroup,
  insertPaymentMethod,
  linkMethod,
} from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, useStoreCache, type AdminTestEnv } from "./admin-test-kit";
import { fieldsOf } from "../helpers/fields-of";

const { updateAdminPaymentMethod, updateAdminCountry } = adminEndpoints;

describe.each(testEngines)("console payment settings on %s", (engine) => {
  let t: AdminTestEnv;
  let ruId: number;
  let kzId: number;
  let cardId: number;
  let sbpId: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);

    ruId = (await insertCountry(t.db, { name: "Россия", currency: "RUB", rate: "1", isDefault: true })).id;
    kzId = (await insertCountry(t.db, { name: "Казахстан", currency: "KZT", rate: "0.18", position: 1 })).id;
    const group = await insertMethodGroup(t.db, ruId);
    cardId = (await insertPaymentMethod(t.db, { name: "card", title: "Карта" })).id;
    sbpId = (await insertPaymentMethod(t.db, { name: "sbp", title: "СБП" })).id;
    await linkMethod(t.db, group.id, cardId, 0);
    await linkMethod(t.db, group.id, sbpId, 1);
  });
  afterAll(() => t.close());
  // The storefront's countries answer is cached: the test proves the writes drop it.
  useStoreCache();

  const storefront = async () => (await callRoute(activeRoute, "/api/payments/countries/active/")).json;
  const methodsShown = async () => (await storefront()).method_groups[0].methods;
  const patchMethod = (id: number, body: unknown, token = t.tokens.admin) =>
    callAdmin(updateAdminPaymentMethod, { token, params: { id: String(id) }, body });
  const patchCountry = (id: number, body: unknown, token = t.tokens.admin) =>
    callAdmin(updateAdminCountry, { token, params: { id: String(id) }, body });

  it("changes a method's fees, minimum, switch and place; the storefront shows it at once; audited", async () => {
    expect((await methodsShown()).map((m: { name: string }) => m.name)).toEqual(["card", "sbp"]);
    const res = await patchMethod(sbpId, {
      fee: "2,5",
      fix_fee: "15",
      min_amount: 100,
      position: "0",
      is_active: false,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "sbp",
      fee: "2.50",
      fix_fee: "15.00",
      min_amount: "100.00",
      is_active: false,
      position: 0,
      countries: ["Россия"],
    });
    await patchMethod(cardId, { position: 5 });
    const shown = await methodsShown();
    expect(shown.map((m: { name: string }) => m.name)).toEqual(["sbp", "card"]);
    expect(shown[0]).toMatchObject({ fee: "2.50", fix_fee: "15.00", min_amount: "100.00", is_active: false });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(sbpId)));
    expect(entry).toMatchObject({
      action: "payment_method.update",
      before: { is_active: true, min_amount: "0.00", fee: "0.00", fix_fee: "0.00", position: 1 },
      after: { is_active: false, min_amount: "100.00", fee: "2.50", fix_fee: "15.00", position: 0 },
    });
  });

  it("refuses floats' mistakes and unknown fields field by field, and support", async () => {
    const bad = await patchMethod(cardId, { fee: "150", fix_fee: "-1", min_amount: "1.999", position: -1 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.json).sort()).toEqual(["fee", "fix_fee", "min_amount", "position"]);
    expect((await patchMethod(cardId, { title: "x" })).status).toBe(400);
    expect((await patchMethod(999_999, { is_active: true })).status).toBe(404);
    expect((await patchMethod(cardId, { is_active: false }, t.tokens.support)).status).toBe(403);
  });

  it("changes a country's currency, rate, default and place; one default at a time; audited", async () => {
    expect((await storefront()).name).toBe("Россия");
    const res = await patchCountry(kzId, { currency: "kzt", rate: "0.2", is_default: true, position: 0 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ currency: "KZT", rate: "0.200000", is_default: true, position: 0 });
    expect(await storefront()).toMatchObject({ name: "Казахстан", currency: "KZT", rate: "0.200000" });
    const [ru] = await t.db.select().from(countries).where(eq(countries.id, ruId));
    expect(ru.isDefault).toBe(false);

    expect((await patchCountry(kzId, { is_default: false })).json).toEqual({
      is_default: ["Выберите другую страну по умолчанию: одна страна должна ею быть."],
    });
    expect((await patchCountry(kzId, { rate: "0" })).json.rate).toBeDefined();
    expect((await patchCountry(kzId, { currency: "KZ", rate: 0.18 })).json.currency).toBeDefined();
    expect((await patchCountry(kzId, { name: "" })).json.name).toBeDefined();
    expect((await patchCountry(kzId, { rate: "1" }, t.tokens.support)).status).toBe(403);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "country.update"));
    expect(entry).toMatchObject({
      targetType: "country",
      before: expect.objectContaining({ currency: "KZT", rate: "0.180000", is_default: false }),
      after: expect.objectContaining({ rate: "0.200000", is_default: true }),
    });
  });
});
