// `npm run codes:import -- FILE [--product ID]` adds PUBG UC codes to the stock from a CSV file: a header
// `product_id,code`, or with --product the codes of that one product (a `code` header is optional). Bad rows are
// listed and skipped; the good ones go in together; the status is 1 when nothing could be imported.
// On the embedded database a running server holds DATA_DIR: stop it first (the lock's message says so). The import
// is audited like the console's (pubg_codes.import, channel cli, the system user who ran it) in its transaction.
import { readFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import type { AuditActor } from "../lib/server/audit/record-audit";
import { flushPublishedTags } from "../lib/server/cache/cache-bus";
import { getDb } from "../lib/server/db/client";
import { startProcess, stopProcess } from "../lib/server/runtime/start-process";
import { CodesFileError } from "../lib/server/fulfilment/import-pubg-codes";
import { importAuditedPubgCodes } from "../lib/server/fulfilment/import-audited-pubg-codes";
import { isStartupError } from "../lib/server/startup-error";

const USAGE = "usage: npm run codes:import -- FILE [--product ID]";
const plural = new Intl.PluralRules("ru");
const CODES: Record<string, string> = { one: "код", few: "кода", many: "кодов", other: "кода" };

function readArgs(args: string[]): { file: string; productId?: number } {
  const files: string[] = [];
  let productId: number | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--product") {
      const id = args[++i] ?? "";
      if (!/^\d{1,9}$/.test(id)) throw new Error(USAGE);
      productId = Number(id);
    } else files.push(args[i]);
  }
  if (files.length !== 1) throw new Error(USAGE);
  return { file: files[0], productId };
}

async function main(args: string[]): Promise<number> {
  const { file, productId } = readArgs(args);
  const csv = readFileSync(file, "utf8");
  // The store's own start as a tool (open and lock, migrate, the job queue; no seed, no workers): the write's cache
  // invalidation reaches every instance through the same database (NOTIFY), sent before the process stops.
  await startProcess({ role: "tool", seed: false });
  try {
    const db = await getDb();
    const batch = `${path.basename(file)} ${new Date().toISOString()}`;
    const actor: AuditActor = { id: null, email: `cli:${userInfo().username}`, channel: "cli" };
    const result = await importAuditedPubgCodes(db, actor, csv, {
      productId,
      batch,
      fileName: path.basename(file),
    });
    for (const r of result.rejected) console.log(`✖ строка ${r.row}: ${r.reason}`);
    const unlisted = result.rejectedCount - result.rejected.length;
    if (unlisted > 0) console.log(`✖ … и ещё строк с ошибками: ${unlisted}`);
    for (const p of result.products) {
      console.log(
        `+${p.added} ${CODES[plural.select(p.added)]} для ${p.title}, всего в наличии ${p.inStock}`,
      );
    }
    if (!result.added) {
      console.error("✖ Ни одного кода не импортировано.");
      return 1;
    }
    if (result.rejectedCount) console.log(`Пропущено строк: ${result.rejectedCount}.`);
    return 0;
  } finally {
    await flushPublishedTags();
    await stopProcess();
  }
}

main(process.argv.slice(2)).then(
  (status) => process.exit(status),
  (err: Error & { code?: string }) => {
    const isOwn =
      isStartupError(err) || err instanceof CodesFileError || err.code === "ENOENT" || err.message === USAGE;
    // A database error's text may go on to quote the statement's parameters (the codes): its first line only.
    const firstLine = String(err?.message ?? err)
      .split("\n")[0]
      .slice(0, 200);
    console.error(`✖ ${isOwn ? err.message : `импорт не удался, ничего не добавлено: ${firstLine}`}`);
    process.exit(1);
  },
);
