// Issue 10: PUBG codes come into the stock from an operator's CSV (`npm run codes:import`). Every bad row is
// reported by its number and skipped, the rest is imported in one go, and the stock counts what was added.
import { eq, sql } from "drizzle-orm";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { auditLog, pubgCodes } from "@/lib/server/db/schema";
import { CodesFileError, importPubgCodes } from "@/lib/server/fulfilment/import-pubg-codes";
import { importAuditedPubgCodes } from "@/lib/server/fulfilment/import-audited-pubg-codes";
import { insertGame, insertProduct } from "./fixtures/insert-fixtures";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import { processRoot } from "@/lib/server/runtime/process-root";

describe.each(testEngines)("PUBG codes import on %s", (engine) => {
  let t: TestDb;
  let uc60: { id: number };
  let uc660: { id: number };
  let gold: { id: number };
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    const pubg = await insertGame(t.db, { kind: "pubg", title: "PUBG Mobile" });
    uc60 = await insertProduct(t.db, pubg.id, { title: "60 UC", amountUc: 60 });
    uc660 = await insertProduct(t.db, pubg.id, { title: "660 UC", amountUc: 660 });
    const standoff = await insertGame(t.db, { kind: "standoff", title: "Standoff 2" });
    gold = await insertProduct(t.db, standoff.id, { title: "100 голды", gold: 100 });
  }, 30_000);
  afterAll(() => t.close());

  const codesOf = async (productId: number) =>
    (await t.db.select().from(pubgCodes).where(eq(pubgCodes.productId, productId))).map((c) => c.code).sort();

  it("imports a product_id,code file, trimmed, and counts the stock per product", async () => {
    const csv = `product_id,code\r\n${uc60.id}, A-1 \r\n${uc60.id},A-2\r\n${uc660.id},"B-1"\r\n`;
    const result = await importPubgCodes(t.db, csv, { batch: "codes.csv" });
    expect(result).toEqual({
      added: 3,
      rejected: [],
      rejectedCount: 0,
      products: [
        { productId: uc60.id, title: "60 UC", added: 2, inStock: 2 },
        { productId: uc660.id, title: "660 UC", added: 1, inStock: 1 },
      ],
    });
    expect(await codesOf(uc60.id)).toEqual(["A-1", "A-2"]);
    const [row] = await t.db.select().from(pubgCodes).where(eq(pubgCodes.code, "B-1"));
    expect(row).toMatchObject({ status: "available", batch: "codes.csv", orderLineId: null });
  });

  it("reports each bad row by number and imports the rest", async () => {
    const long = "X".repeat(65);
    const csv = [
      "product_id,code",
      `${uc660.id},C-1`,
      `${uc660.id},   `,
      `${uc660.id},${long}`,
      `${uc660.id},C\u0007BEL`,
      `999999,C-2`,
      `${gold.id},C-3`,
      `${uc660.id},C-1`,
      `${uc660.id},A-1`,
      `abc,C-4`,
      `${uc660.id},C-5,extra`,
      `${uc660.id},${"Y".repeat(64)}`,
    ].join("\n");
    const result = await importPubgCodes(t.db, csv);
    expect(result.rejected).toEqual([
      { row: 3, reason: "пустой код" },
      { row: 4, reason: "код длиннее 64 символов" },
      { row: 5, reason: "управляющие символы в коде" },
      { row: 6, reason: "товара 999999 нет" },
      { row: 7, reason: `товар ${gold.id} — не PUBG` },
      { row: 8, reason: "код повторяется в файле (как в строке 2)" },
      { row: 9, reason: "код уже есть в базе" },
      { row: 10, reason: "product_id — не целое число" },
      { row: 11, reason: "ожидается столбцов: 2, в строке 3" },
    ]);
    expect(result.added).toBe(2);
    expect(result.products).toEqual([{ productId: uc660.id, title: "660 UC", added: 2, inStock: 3 }]);
    expect(await codesOf(uc660.id)).toEqual(["B-1", "C-1", "Y".repeat(64)]);
    expect(await codesOf(gold.id)).toEqual([]);
  });

  it("takes bare codes for the product named by the caller, with or without a code header", async () => {
    const bare = await importPubgCodes(t.db, "D-1\nD-2\n", { productId: uc60.id });
    expect(bare.products).toEqual([{ productId: uc60.id, title: "60 UC", added: 2, inStock: 4 }]);
    const headed = await importPubgCodes(t.db, "\uFEFFcode\nD-3\n", { productId: uc60.id });
    expect(headed.added).toBe(1);
    expect(await codesOf(uc60.id)).toEqual(["A-1", "A-2", "D-1", "D-2", "D-3"]);
  });

  it("counts only codes still available in the stock it reports", async () => {
    await t.db.update(pubgCodes).set({ status: "issued" }).where(eq(pubgCodes.code, "D-1"));
    const result = await importPubgCodes(t.db, "E-1\n", { productId: uc60.id });
    expect(result.products).toEqual([{ productId: uc60.id, title: "60 UC", added: 1, inStock: 5 }]);
  });

  it("adds nothing when no row is valid, and refuses files it cannot read", async () => {
    const none = await importPubgCodes(t.db, "A-1\nA-1\n", { productId: gold.id });
    expect(none.added).toBe(0);
    expect(none.products).toEqual([]);
    expect(none.rejected.map((r) => r.row)).toEqual([1, 2]);
    await expect(importPubgCodes(t.db, "F-1\n")).rejects.toThrow(CodesFileError);
    await expect(
      importPubgCodes(t.db, `product_id,code\n${uc60.id},F-1\n`, { productId: uc60.id }),
    ).rejects.toThrow(CodesFileError);
    expect(await codesOf(uc60.id)).not.toContain("F-1");
  });

  it("refuses a malformed file whole, naming the line, instead of importing what a broken quote swallowed", async () => {
    const cases: [string, RegExp][] = [
      [`product_id,code\n${uc60.id},G-1\n${uc60.id},"abc`, /^Строка 3: кавычка открыта и не закрыта/],
      [`product_id,code\n${uc60.id},"G-2"x\n${uc60.id},G-3\n`, /^Строка 2: после закрывающей кавычки/],
      [`code\nG-4\nG"5\n`, /^Строка 3: кавычка внутри поля/],
    ];
    for (const [csv, message] of cases) {
      const productId = csv.startsWith("code") ? uc60.id : undefined;
      await expect(importPubgCodes(t.db, csv, { productId })).rejects.toThrow(message);
    }
    expect((await codesOf(uc60.id)).filter((c) => c.startsWith("G") || c === "abc")).toEqual([]);
    // Quoting done right still reads: "" inside quotes is a quote, commas inside quotes are data.
    const quoted = await importPubgCodes(t.db, `product_id,code\n${uc60.id},"G""6"\n`);
    expect(quoted.added).toBe(1);
    expect(await codesOf(uc60.id)).toContain('G"6');
  });

  it("lists the first 100 skipped rows and counts them all", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `999999,H-${i}`);
    const result = await importPubgCodes(t.db, ["product_id,code", ...rows].join("\n"));
    expect(result.rejectedCount).toBe(5000);
    expect(result.rejected).toHaveLength(100);
    expect(result.rejected[0]).toEqual({ row: 2, reason: "товара 999999 нет" });
    expect(result.rejected[99].row).toBe(101);
  });

  it("audits every rejected row, not only the reported ones, whoever imports (the CLI counted the first 100)", async () => {
    const bad = Array.from({ length: 150 }, (_, i) => `${gold.id},BAD-${i}`).join("\n");
    const report = await importAuditedPubgCodes(
      t.db,
      { id: null, email: "cli:operator", channel: "cli" },
      `product_id,code\n${uc60.id},AUDIT-1\n${bad}\n`,
      { batch: "audit.csv", fileName: "audit.csv" },
    );
    expect(report.rejected).toHaveLength(100);
    expect(report.rejectedCount).toBe(150);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "pubg_codes.import"));
    expect(entry).toMatchObject({ targetId: "audit.csv", actorEmail: "cli:operator", channel: "cli" });
    expect(entry.after).toEqual({
      added: 1,
      products: [{ product_id: uc60.id, added: 1, in_stock: expect.any(Number) }],
      rejected_rows: 150,
    });
  });

  describe("the stock pages an import drops", () => {
    const dropped: string[] = [];
    beforeEach(() => {
      dropped.length = 0;
      processRoot().dropPageCacheTags = (tags) => void dropped.push(...tags);
    });
    afterEach(() => {
      processRoot().dropPageCacheTags = undefined;
    });
    const cli = { id: null, email: "cli:operator", channel: "cli" } as const;

    it("are its products' stock pages, dropped once the import and its audit entry have committed", async () => {
      await importAuditedPubgCodes(t.db, cli, `product_id,code\n${uc660.id},DROP-1\n`, {
        batch: "drop.csv",
        fileName: "drop.csv",
      });
      expect(dropped).toEqual([cacheTags.stock(uc660.id)]);
    });

    it("are none when the import rolls back (its audit entry refused): no page dropped before a commit", async () => {
      const refuse = [
        `create or replace function test_refuse_audit() returns trigger language plpgsql as $$
         begin raise exception 'audit refused (a test)'; end $$`,
        "create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()",
      ];
      for (const statement of refuse) await t.db.execute(sql.raw(statement));
      try {
        await expect(
          importAuditedPubgCodes(t.db, cli, `product_id,code\n${uc660.id},ROLLED-BACK-1\n`, {
            batch: "refused.csv",
            fileName: "refused.csv",
          }),
        ).rejects.toThrow();
      } finally {
        await t.db.execute(sql.raw("drop trigger if exists test_refuse_audit on audit_log"));
      }
      expect(await codesOf(uc660.id)).not.toContain("ROLLED-BACK-1");
      expect(dropped).toEqual([]);
    });
  });
});
