// PUBG code stock in the console: counts per product with low stock flagged; a CSV upload reports what it took and
// what it skipped without echoing a code, is audited with counts only, and is admin's alone.
import * as importRoute from "@/app/api/admin/pubg-codes/import/route";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { PUBG_LOW_STOCK } from "@/lib/schemas/admin/pubg-stock";
import { auditLog, pubgCodes } from "@/lib/server/db/schema";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { testEngines } from "../helpers/test-db";
import { insertGame, insertProduct } from "./fixtures/insert-fixtures";
import { callAdmin, lastAuditEntry, startAdminTest, type AdminTestEnv } from "./admin-test-kit";

const { listPubgStock } = adminEndpoints;

describe.each(testEngines)("console PUBG stock on %s", (engine) => {
  let t: AdminTestEnv;
  let uc60: number;
  let uc325: number;
  beforeAll(async () => {
    t = await startAdminTest(engine);
    const game = await insertGame(t.db, { kind: "pubg" });
    uc60 = (await insertProduct(t.db, game.id, { title: "60 UC", amountUc: 60 })).id;
    uc325 = (await insertProduct(t.db, game.id, { title: "325 UC", amountUc: 325 })).id;
    await t.db
      .insert(pubgCodes)
      .values(
        Array.from({ length: PUBG_LOW_STOCK }, (_, i) => ({ productId: uc325, code: `STOCK-325-${i}` })),
      );
  });
  afterAll(() => t.close());

  const upload = (csv: string, token: string, productId?: number) => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "codes.csv");
    if (productId) form.append("product_id", String(productId));
    return callRouteMultipart(importRoute, "/api/admin/pubg-codes/import/", {
      form,
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it("counts the stock per product and flags the low one", async () => {
    const res = await callAdmin(listPubgStock, { token: t.tokens.support });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      expect.objectContaining({ product_id: uc60, available: 0, is_low: true }),
      expect.objectContaining({ product_id: uc325, available: PUBG_LOW_STOCK, is_low: false }),
    ]);
  });

  it("imports a file, reports skipped rows without the codes, and audits counts only", async () => {
    const csv = `product_id,code\n${uc60},AAAA-1111\n${uc60},AAAA-2222\n${uc60},AAAA-1111\n${uc325},STOCK-325-0\n999999,BBBB-1\n`;
    const res = await upload(csv, t.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.json.added).toBe(2);
    expect(res.json.products).toEqual([{ product_id: uc60, title: "60 UC", added: 2, in_stock: 2 }]);
    expect(res.json.rejected.map((r: { row: number }) => r.row)).toEqual([4, 5, 6]);
    expect(res.text).not.toContain("AAAA-1111");
    expect(res.text).not.toContain("STOCK-325-0");
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "pubg_codes.import", actorEmail: t.accounts.admin.email });
    expect(JSON.stringify(entry.after)).not.toContain("AAAA");
    const stock = await callAdmin(listPubgStock, { token: t.tokens.admin });
    expect(stock.json[0]).toMatchObject({ product_id: uc60, available: 2 });
  });

  it("takes codes alone for a named product, and refuses support, an empty file and a bad product", async () => {
    expect((await upload("code\nCCCC-1\nCCCC-2\n", t.tokens.admin, uc60)).json.added).toBe(2);
    expect((await upload("CCCC-3\n", t.tokens.support, uc60)).status).toBe(403);
    const empty = await upload("", t.tokens.admin);
    expect(empty.status).toBe(400);
    expect(empty.json.file).toBeDefined();
    const form = new FormData();
    form.append("file", new Blob(["X-1\n"]), "c.csv");
    form.append("product_id", "abc");
    const bad = await callRouteMultipart(importRoute, "/api/admin/pubg-codes/import/", {
      form,
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(bad.json).toEqual({ product_id: ["Введите правильный номер товара."] });
  });

  it("refuses a malformed file with its line, and caps the report of a file full of bad rows", async () => {
    const broken = await upload(`product_id,code\n${uc60},DDDD-1\n${uc60},"abc`, t.tokens.admin);
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({
      non_field_errors: [expect.stringMatching(/^Строка 3: кавычка открыта/)],
    });
    const stock = await callAdmin(listPubgStock, { token: t.tokens.admin });
    expect(stock.json[0]).toMatchObject({ product_id: uc60, available: 4 });

    // Near the 4 MB cap: 150 000 rows naming no product. The answer lists 100 of them and counts the rest.
    const rows = Array.from({ length: 150_000 }, (_, i) => `9${i},E-${i}`);
    const csv = ["product_id,code", ...rows].join("\n");
    const res = await upload(csv, t.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.json.added).toBe(0);
    expect(res.json.rejected_count).toBe(150_000);
    expect(res.json.rejected).toHaveLength(100);
    expect(res.text.length).toBeLessThan(20_000);
    expect((await lastAuditEntry(t.db)).after).toMatchObject({ added: 0, rejected_rows: 150_000 });
  });
});
