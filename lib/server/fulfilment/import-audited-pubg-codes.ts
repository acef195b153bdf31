// A PUBG codes import and its audit entry in one transaction, whoever runs it (the console's upload, the
// `codes:import` CLI): the entry holds counts and the number of rejected rows only, since codes are secrets. Once it
// has committed, the pages showing those products' stock are dropped on every instance.
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import type { Db } from "../db/client";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { importPubgCodes, type CodesImport } from "./import-pubg-codes";

export async function importAuditedPubgCodes(
  db: Db,
  actor: AuditActor,
  csv: string,
  options: { productId?: number; batch: string; fileName: string },
): Promise<CodesImport> {
  const report = await db.transaction(async (tx: Db) => {
    const imported = await importPubgCodes(tx, csv, { productId: options.productId, batch: options.batch });
    await recordAudit(tx, actor, {
      action: "pubg_codes.import",
      targetType: "pubg_codes",
      targetId: options.fileName.slice(0, 100) || "upload",
      after: {
        added: imported.added,
        products: imported.products.map((p) => ({
          product_id: p.productId,
          added: p.added,
          in_stock: p.inStock,
        })),
        rejected_rows: imported.rejectedCount,
      },
    });
    return imported;
  });
  // Dropped before the commit (as the import did on its own), a page asked for in between was cached again with
  // the old stock, and an import whose audit entry failed dropped pages for codes that never arrived.
  invalidateTags(...report.products.map((p) => cacheTags.stock(p.productId)));
  return report;
}
