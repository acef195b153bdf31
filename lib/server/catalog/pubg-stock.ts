// The console's PUBG stock: counts per product in one grouped query (low below the product's own threshold), and the CSV upload run through the importer of
// `npm run codes:import` inside a transaction that also writes the audit entry (counts and rejected rows only: codes
// are secrets and stay out of the log).
import { and, asc, eq, sql } from "drizzle-orm";
import { MAX_CODES_FILE_BYTES } from "@/lib/schemas/admin/pubg-stock";
import { getDb } from "../db/client";
import { games, products, pubgCodes } from "../db/schema";
import { CodesFileError } from "../fulfilment/import-pubg-codes";
import { importAuditedPubgCodes } from "../fulfilment/import-audited-pubg-codes";
import { fieldError, nonFieldError } from "../errors/domain-error";
import { readMultipartBody } from "../http/read-multipart-body";
import type { AuditActor } from "../audit/record-audit";

export async function listPubgStock() {
  const db = await getDb();
  const rows = await db
    .select({
      productId: products.id,
      title: products.title,
      amountUc: products.amountUc,
      isActive: products.isActive,
      lowStockThreshold: products.lowStockThreshold,
      available: sql<number>`count(${pubgCodes.id}) filter (where ${pubgCodes.status} = 'available')::int`,
      issued: sql<number>`count(${pubgCodes.id}) filter (where ${pubgCodes.status} = 'issued')::int`,
    })
    .from(products)
    .innerJoin(games, and(eq(games.id, products.gameId), eq(games.kind, "pubg")))
    .leftJoin(pubgCodes, eq(pubgCodes.productId, products.id))
    .groupBy(products.id)
    .orderBy(asc(products.amountUc), asc(products.id));
  return rows.map((r) => ({
    ...r,
    amountUc: r.amountUc ?? 0,
    available: Number(r.available),
    issued: Number(r.issued),
    isLow: Number(r.available) < r.lowStockThreshold,
  }));
}

export async function importPubgCodesByStaff(req: Request, actor: AuditActor) {
  const form = await readMultipartBody(req, MAX_CODES_FILE_BYTES + 64 * 1024);
  const file = form.get("file");
  if (!file || typeof file === "string" || file.size === 0)
    throw fieldError("file", "Приложите CSV-файл с кодами.");
  const rawProduct = form.get("product_id");
  const productText = typeof rawProduct === "string" ? rawProduct.trim() : "";
  if (productText && !/^\d{1,10}$/.test(productText))
    throw fieldError("product_id", "Введите правильный номер товара.");
  const csv = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
  const db = await getDb();
  try {
    return await importAuditedPubgCodes(db, actor, csv, {
      productId: productText ? Number(productText) : undefined,
      batch: `console ${new Date().toISOString().slice(0, 10)} ${actor.email}`.slice(0, 100),
      fileName: file.name,
    });
  } catch (err) {
    if (err instanceof CodesFileError) throw nonFieldError(err.message);
    throw err;
  }
}
