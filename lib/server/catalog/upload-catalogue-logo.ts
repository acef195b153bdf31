// POST /api/admin/games/{id}/logo/ and /api/admin/gifts/{id}/logo/: the picture is checked and stored first (the
// target must exist before the upload is read), then the row's logo is swapped with the audit entry (old and new
// address) in one transaction, and every instance's catalogue cache is dropped so the storefront shows it at once.
import { eq } from "drizzle-orm";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { games, gifts } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { readMultipartBody } from "../http/read-multipart-body";
import { MAX_CATALOGUE_UPLOAD_BYTES, storeCatalogueImage } from "./catalogue-images";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

const TABLES = { game: games, gift: gifts } as const;
const MISSING = { game: "Игра не найдена.", gift: "Подарок не найден." } as const;

export async function uploadCatalogueLogo(
  req: Request,
  target: { type: keyof typeof TABLES; id: number },
  actor: AuditActor,
): Promise<void> {
  const table = TABLES[target.type];
  const db = await getDb();
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id));
  if (!found) throw notFound(MISSING[target.type]);
  const logo = await storeCatalogueImage(await readMultipartBody(req, MAX_CATALOGUE_UPLOAD_BYTES), "image");
  await db.transaction(async (tx: Db) => {
    const [before] = await tx
      .select({ logo: table.logo })
      .from(table)
      .where(eq(table.id, target.id))
      .for(ROW_LOCK);
    if (!before) throw notFound(MISSING[target.type]);
    await tx.update(table).set({ logo }).where(eq(table.id, target.id));
    await recordAudit(tx, actor, {
      action: `${target.type}.logo`,
      targetType: target.type,
      targetId: target.id,
      before: { logo: before.logo },
      after: { logo },
    });
  });
  invalidateTags(target.type === "game" ? cacheTags.game(target.id) : cacheTags.gift(target.id));
}
