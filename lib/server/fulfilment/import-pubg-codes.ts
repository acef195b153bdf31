// Imports PUBG UC codes into the store's stock from an operator's CSV (`npm run codes:import`): a header
// `product_id,code`, or codes alone (optionally under a `code` header) for one product named by the caller.
// Every bad row is reported and skipped (blank, overlong, control characters, unknown or non-PUBG product,
// repeated in the file or already in stock); the rest is inserted in one transaction, so a file is imported
// whole or, on an error, not at all. A malformed file (an unclosed quote) is refused whole with its line. Codes are
// secrets: the report names rows, never the codes themselves, and lists at most the first 100 with a count.
import { CsvError, parse } from "csv-parse/sync";
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
/** `rejected` lists the first REPORTED_REJECTIONS skipped rows; `rejectedCount` counts them all. */
export type CodesImport = {
  products: ProductImport[];
  rejected: RejectedRow[];
  rejectedCount: number;
  added: number;
};

/** Rows listed in a report: a file of a hundred thousand bad rows answers with a count, not megabytes of reasons. */
export const REPORTED_REJECTIONS = 100;

export class CodesFileError extends Error {}

type Candidate = { row: number; productId: number; code: string };

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "кавычка открыта и не закрыта",
  CSV_INVALID_CLOSING_QUOTE: "после закрывающей кавычки идут другие символы",
  INVALID_OPENING_QUOTE: "кавычка внутри поля без кавычек",
};

/**
 * The file's records with the line each ends on (csv-parse: RFC 4180 quoting, "" inside quotes). A malformed file
 * (an unclosed quote, stray characters after a closing one) is refused whole, naming the line where the bad
 * record starts: importing what a broken quote swallowed would stock wrong codes.
 */
function parseCsv(csv: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  let lastLine = 0;
  try {
    parse(csv, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (fields, context) => {
        lastLine = context.lines;
        records.push({ fields, line: context.lines });
        return null;
      },
    });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const problem = CSV_PROBLEMS[err.code] ?? "файл не читается как CSV";
    throw new CodesFileError(`Строка ${lastLine + 1}: ${problem}. Исправьте файл и загрузите его снова.`);
  }
  return records;
}

const isHeader = (fields: string[], names: string[]) =>
  fields.length === names.length && fields.every((f, i) => f.trim().toLowerCase() === names[i]);

/** Rows of the file as (row number, product, code), with the rows that cannot even be read. */
function readRows(csv: string, productId: number | undefined) {
  const records = parseCsv(csv);
  const header = records[0]?.line === 1 ? records[0].fields : [];
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
  records.forEach(({ fields, line: row }, i) => {
    if (i === 0 && skipHeader && row === 1) return;
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

/** PUBG products among `ids`, by id (in chunks: a file may name more products than one statement takes). */
async function findPubgProducts(tx: Db, ids: number[]) {
  const found = new Map<number, { title: string; isPubg: boolean }>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select({ id: products.id, title: products.title, kind: games.kind })
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(inArray(products.id, part));
    for (const r of rows) found.set(r.id, { title: r.title, isPubg: r.kind === "pubg" });
  }
  return found;
}

export async function importPubgCodes(
  db: Db,
  csv: string,
  options: { productId?: number; batch?: string } = {},
): Promise<CodesImport> {
  const { rows, rejected } = readRows(csv, options.productId);
  const imported = await db.transaction(async (tx): Promise<CodesImport> => {
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
      rejected: rejected.slice(0, REPORTED_REJECTIONS),
      rejectedCount: rejected.length,
      added: ids.reduce((sum, id) => sum + added.get(id)!, 0),
    };
  });
  // Run inside the caller's transaction (import-audited-pubg-codes.ts, with its audit entry), this one is a savepoint:
  // the pages showing the stock are dropped by the caller once everything has committed, never here.
  return imported;
}
