// The console's CSV export: the list's filters and sorting, RFC 4180 quoting, spreadsheet formulas defused, and
// the same staff rule as every admin call.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { csvField } from "@/lib/server/orders/staff/export-admin-orders";
import { testEngines } from "../helpers/test-db";
import { insertOrder } from "./fixtures/insert-fixtures";
import { callAdmin, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { exportAdminOrders } = adminEndpoints;

it("quotes fields and defuses formulas", () => {
  expect(csvField("plain")).toBe("plain");
  expect(csvField('say "hi", then')).toBe('"say ""hi"", then"');
  expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvField("-5")).toBe('"\'-5"');
  expect(csvField(null)).toBe("");
  expect(csvField(42)).toBe("42");
});

describe.each(testEngines)("console CSV export on %s", (engine) => {
  let t: AdminTestEnv;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    await insertOrder(t.db, { status: "done", email: "first@example.com", total: "100.00" });
    await insertOrder(t.db, { status: "failed", email: "=cmd@example.com", total: "250.50" });
    await insertOrder(t.db, { status: "done", email: "third@example.com", total: "75.00" });
  });
  afterAll(() => t.close());

  it("exports the filtered orders in the list's order, one row each after the header", async () => {
    const res = await callAdmin(exportAdminOrders, {
      token: t.tokens.support,
      query: "status=done&ordering=total",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = res.text.trimEnd().split("\r\n");
    expect(rows[0]).toBe("id,created,kind,status,email,goods,player_id,payment_method,total");
    expect(rows.slice(1).map((r) => r.split(",")[4])).toEqual(["third@example.com", "first@example.com"]);
    expect(rows[1].split(",").at(-1)).toBe("75.00");
  });

  it("defuses a formula an attacker typed as an e-mail", async () => {
    const res = await callAdmin(exportAdminOrders, { token: t.tokens.admin, query: "status=failed" });
    expect(res.text).toContain('"\'=cmd@example.com"');
  });

  it("refuses shoppers and anonymous callers, and bad filters", async () => {
    expect((await callAdmin(exportAdminOrders, {})).status).toBe(401);
    expect((await callAdmin(exportAdminOrders, { token: t.tokens.shopper })).status).toBe(403);
    const bad = await callAdmin(exportAdminOrders, { token: t.tokens.support, query: "status=lost" });
    expect(bad.status).toBe(400);
    expect(bad.json.status).toBeDefined();
  });
});
