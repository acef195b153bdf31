// Imports PUBG UC codes into the store's stock from an operator's CSV (`npm run codes:import`): a header
// `product_id,code`, or codes alone (optionally under a `code` header) for one product named by the caller.
// Every bad row is reported and skipped (blank, overlong, control characters, unknown or non-PUBG product,
// repeated in the file or already in stock); the rest is inserted in one transaction, so a file is imported
// whole or, on an error, not at all. Codes are secrets: the report names rows, never the codes themselves.
import { eq, inArray } from "drizzle-orm";
import { checkControlChars } from "@/lib/schemas/control-chars";
import type { Db } from "../db/client";
import { games, products, pubgCodes } from "../db/schema";
import { countPubgStock } from "./take-pubg-codes";

export const MAX_CODE_LENGTH = 64;
/** Statement size: a chunk's codes are one list of parameters (PostgreSQL allows 65 535). */
const CHUNK = 1000;

export type RejectedRow = { row: number; reason: string };
export type ProductImport = { productId: number; title: string; added: number; inStock: number };
export type CodesImport = { products: ProductImport[]; rejected: RejectedRow[]; added: number };

export class CodesFileError extends Error {}

type Candidate = { row: number; productId: number; code: string };

/** Splits one CSV line; a field may be double-quoted ("" inside is a quote). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (c === ",") {
      fields.push(field);
      field = "";
    } else {
      field += c;
    }
  }
  fields.push(field);
  return fields;
}

const isHeader = (fields: string[], names: string[]) =>
  fields.length === names.length && fields.every((f, i) => f.trim().toLowerCase() === names[i]);

/** Rows of the file as (row number, product, code), with the rows that cannot even be read. */
function readRows(csv: string, productId: number | undefined) {
  const lines = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? "");
  const named = isHeader(header, ["product_id", "code"]);
  if (productId === undefined && !named) {
    throw new CodesFileError(
      "Первая строка файла должна быть заголовком «product_id,code» (или укажите --product ID).",
    );
  }
  if (productId !== undefined && named) {
    throw new CodesFileError("В файле есть столбец product_id: уберите --product или столбец.");
  }
  const skipHeader = named || isHeader(header, ["code"]);
  const rows: Candidate[] = [];
  const rejected: RejectedRow[] = [];
  lines.forEach((line, i) => {
    if ((i === 0 && skipHeader) || line === "") return;
    const row = i + 1;
    const fields = splitCsvLine(line);
    if (fields.length !== (named ? 2 : 1)) {
      return rejected.push({
        row,
        reason: `ожидается столбцов: ${named ? 2 : 1}, в строке ${fields.length}`,
      });
    }
    const rawId = named ? fields[0].trim() : String(productId);
    if (!/^\d{1,9}$/.test(rawId)) return rejected.push({ row, reason: "product_id — не целое число" });
    rows.push({ row, productId: Number(rawId), code: fields[named ? 1 : 0].trim() });
  });
  return { rows, rejected };
}

function codeProblem(code: string): string | undefined {
  if (!code) return "пустой код";
  if (checkControlChars(code, false)) return "управляющие символы в коде";
  if ([...code].length > MAX_CODE_LENGTH) return `код длиннее ${MAX_CODE_LENGTH} символов`;
  return undefined;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** PUBG products among `ids`, by id. */
async function findPubgProducts(tx: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { title: string; isPubg: boolean }>();
  const rows = await tx
    .select({ id: products.id, title: products.title, kind: games.kind })
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, { title: r.title, isPubg: r.kind === "pubg" }]));
}

export async function importPubgCodes(
  db: Db,
  csv: string,
  options: { productId?: number; batch?: string } = {},
): Promise<CodesImport> {
  const { rows, rejected } = readRows(csv, options.productId);
  return db.transaction(async (tx) => {
    const known = await findPubgProducts(tx, [...new Set(rows.map((r) => r.productId))]);
    const firstRowOf = new Map<string, number>();
    const valid: Candidate[] = [];
    for (const r of rows) {
      const product = known.get(r.productId);
      const problem =
        codeProblem(r.code) ??
        (!product
          ? `товара ${r.productId} нет`
          : !product.isPubg
            ? `товар ${r.productId} — не PUBG`
            : firstRowOf.has(r.code)
              ? `код повторяется в файле (как в строке ${firstRowOf.get(r.code)})`
              : undefined);
      if (problem) {
        rejected.push({ row: r.row, reason: problem });
        continue;
      }
      firstRowOf.set(r.code, r.row);
      valid.push(r);
    }
    const added = new Map<number, number>();
    for (const part of chunks(valid)) {
      const inserted = await tx
        .insert(pubgCodes)
        .values(part.map((r) => ({ productId: r.productId, code: r.code, batch: options.batch ?? "" })))
        // A code already in stock (or issued) is skipped here and reported below.
        .onConflictDoNothing({ target: pubgCodes.code })
        .returning({ code: pubgCodes.code, productId: pubgCodes.productId });
      const fresh = new Set(inserted.map((c) => c.code));
      for (const r of part) {
        if (fresh.has(r.code)) added.set(r.productId, (added.get(r.productId) ?? 0) + 1);
        else rejected.push({ row: r.row, reason: "код уже есть в базе" });
      }
    }
    const ids = [...added.keys()];
    const left = await countPubgStock(tx, ids);
    rejected.sort((a, b) => a.row - b.row);
    return {
      products: ids.map((id) => ({
        productId: id,
        title: known.get(id)!.title,
        added: added.get(id)!,
        inStock: left.get(id) ?? 0,
      })),
      rejected,
      added: ids.reduce((sum, id) => sum + added.get(id)!, 0),
    };
  });
}
