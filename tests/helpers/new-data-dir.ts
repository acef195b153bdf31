// A new DATA_DIR holding what the store's first open of an empty one leaves there (PGlite's initdb, nothing
// migrated), without paying that initdb each time: PGlite's initdb takes about 7 s of CPU on the 2-core machine,
// copying its result (about 40 MB) about 0.1 s. The run's copy is made once, by the first file that needs it, in
// the run's directory (tests/helpers/jest-run-setup.mjs); outside a Jest run the directory is left empty. A store
// or script opening a copy finds an unmigrated database and migrates it, as on its first start.
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/server/db/client";

async function runTemplate(): Promise<string | null> {
  const cache = process.env.STORE_TEST_DB_CACHE;
  if (!cache) return null;
  const template = path.join(cache, "new-data-dir");
  if (existsSync(template)) return template;
  const making = mkdtempSync(path.join(cache, "new-data-dir-"));
  await (await openDatabase(undefined, making)).close();
  try {
    renameSync(making, template);
  } catch (err) {
    // The other Jest worker made it meanwhile (a rename onto a full directory fails): theirs is the same.
    if (!existsSync(template)) throw err;
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/** A throw-away DATA_DIR named after `name` in the system's temporary directory; the caller removes it. */
export async function newDataDir(name: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), `store-${name}-`));
  const template = await runTemplate();
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}
