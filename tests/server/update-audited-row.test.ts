// updateAuditedRow (lib/server/audit/): a console write of one row, read-modify-write under its lock, audited in the
// same transaction. Real database: the row written and the audit entry exist together, or neither does.
import { eq } from "drizzle-orm";
import { auditLog, countries } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/client";
import { updateAuditedRow } from "@/lib/server/audit/update-audited-row";
import { DomainError } from "@/lib/server/errors/domain-error";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";

const actor = { id: null, email: "ops@example.com", channel: "cli" as const };

describe.each(testEngines)("updateAuditedRow on %s", (engine) => {
  let t: TestDb;
  let country: typeof countries.$inferSelect;
  beforeAll(async () => {
    t = await startTestDb({ engine, seed: false });
    [country] = await t.db
      .insert(countries)
      .values({ name: "Тестовия", flag: "", currency: "TST", rate: "2.00", isDefault: false, position: 7 })
      .returning();
  }, 120_000);
  afterAll(() => t.close());

  const rename = (id: number, change: (before: typeof countries.$inferSelect) => { name: string }) =>
    t.db.transaction((tx: Db) =>
      updateAuditedRow(tx, actor, {
        table: countries,
        where: eq(countries.id, id),
        missing: "Страна не найдена.",
        action: "country.rename",
        targetType: "country",
        targetId: id,
        snapshot: (c, when) => ({ name: c.name, when }),
        change,
      }),
    );
  const entries = () => t.db.select().from(auditLog).where(eq(auditLog.action, "country.rename"));

  it("writes the change computed from the locked row and audits before and after together", async () => {
    const after = await rename(country.id, (before) => ({ name: `${before.name}-2` }));
    expect(after).toMatchObject({ id: country.id, name: "Тестовия-2", currency: "TST", position: 7 });
    const [stored] = await t.db.select().from(countries).where(eq(countries.id, country.id));
    expect(stored.name).toBe("Тестовия-2");
    const [entry] = await entries();
    expect(entry).toMatchObject({
      actorEmail: "ops@example.com",
      channel: "cli",
      targetType: "country",
      targetId: String(country.id),
      before: { name: "Тестовия", when: "before" },
      after: { name: "Тестовия-2", when: "after" },
    });
  });

  it("writes nothing and audits nothing when the change refuses", async () => {
    await expect(
      rename(country.id, () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const [stored] = await t.db.select().from(countries).where(eq(countries.id, country.id));
    expect(stored.name).toBe("Тестовия-2");
    expect(await entries()).toHaveLength(1);
  });

  it("answers the 404 naming what is missing", async () => {
    const err = await rename(country.id + 1000, (b) => ({ name: b.name })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).detail).toBe("Страна не найдена.");
    expect(await entries()).toHaveLength(1);
  });
});
