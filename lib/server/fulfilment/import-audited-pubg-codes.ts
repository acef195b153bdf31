// A PUBG codes import and its audit entry in one transaction, whoever runs it (the console's upload, the
// `codes:import` CLI): the entry holds counts and the number of rejected rows only, since codes are secrets.
import type { Db } from "../db/client";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { importPubgCodes, type CodesImport } from "./import-pubg-codes";

export async function importAuditedPubgCodes(
  db: Db,
  actor: AuditActor,
  csv: string,
  options: { productId?: number; batch: string; fileName: string },
): Promise<CodesImport> {
  return db.transaction(async (tx: Db) => {
    const report = await importPubgCodes(tx, csv, { productId: options.productId, batch: options.batch });
    await recordAudit(tx, actor, {
      action: "pubg_codes.import",
      targetType: "pubg_codes",
      targetId: options.fileName.slice(0, 100) || "upload",
      after: {
        added: report.added,
        products: report.products.map((p) => ({
          product_id: p.productId,
          added: p.added,
          in_stock: p.inStock,
        })),
        rejected_rows: report.rejectedCount,
      },
    });
    return report;
  });
}
