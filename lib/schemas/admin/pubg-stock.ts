// PUBG UC code stock in the console: what is left per product (low stock flagged) and the CSV upload of new codes
// with its report (accepted per product, rejected rows with the reason; codes are never echoed back).
import { z } from "zod";
import { defineAdminEndpoint } from "./admin-endpoint";

/** A new product's low-stock threshold (products.low_stock_threshold's default): codes left below it are flagged. */
export const PUBG_LOW_STOCK = 20;
/** Largest CSV accepted in one upload (about 100 000 codes). */
export const MAX_CODES_FILE_BYTES = 4 * 1024 * 1024;

const id = z.number().int();

export const pubgStockItemSchema = z.object({
  product_id: id,
  title: z.string(),
  amount_uc: id,
  is_active: z.boolean(),
  available: id.describe("Codes in stock, not issued yet"),
  issued: id,
  low_stock_threshold: id.describe(`The product's own threshold (${PUBG_LOW_STOCK} unless changed)`),
  is_low: z.boolean().describe("Fewer codes left than the product's threshold"),
});

export const listPubgStock = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/pubg-codes/",
  summary:
    "Codes in stock and issued per PUBG product; products with fewer left than their own threshold are flagged",
  response: z.array(pubgStockItemSchema),
});

export const importPubgCodesReportSchema = z.object({
  added: id,
  products: z.array(z.object({ product_id: id, title: z.string(), added: id, in_stock: id })),
  rejected: z
    .array(z.object({ row: id, reason: z.string() }))
    .describe("The first 100 rows skipped and why (no code shown)"),
  rejected_count: id.describe("Every row skipped"),
});

export const importPubgCodes = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/pubg-codes/import/",
  summary:
    "Upload a CSV of codes (multipart field file): a header product_id,code, or codes alone for product_id. Bad " +
    "rows are reported and skipped, the rest stored in one transaction; audited with the counts, never the codes",
  bodyType: "multipart",
  body: z.object({
    file: z.any().describe("The CSV file (UTF-8)"),
    product_id: z.string().optional().describe("The product of a file of codes alone"),
  }),
  response: importPubgCodesReportSchema,
});
