// A database for an npm script to run against as an operator runs it (a throw-away DATA_DIR's PGlite, and a
// fresh PostgreSQL database when TEST_DATABASE_URL is set), and the script's run with only that one configured.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase } from "@/lib/server/db/client";
import { freshDatabase } from "@/scripts/lib/fresh-database.mjs";
import { newDataDir } from "./new-data-dir";

export type Run = { code: number | null; stdout: string; stderr: string };

export type ScriptTarget = {
  /** How the script finds the database: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  exec: (sql: string) => Promise<Record<string, unknown>[]>;
  cleanup: () => unknown;
};

/** A throw-away DATA_DIR; its PGlite is opened only while the script is not running (the directory lock). */
async function pgliteTarget(name: string, empty: boolean): Promise<ScriptTarget> {
  const dir = empty ? mkdtempSync(path.join(tmpdir(), `store-${name}-`)) : await newDataDir(name);
  return {
    env: { DATA_DIR: dir },
    exec: async (sql) => {
      const handle = await openDatabase(undefined, dir);
      try {
        return (await handle.exec(sql)).rows;
      } finally {
        await handle.close();
      }
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(base: string, name: string): Promise<ScriptTarget> {
  const { url, drop } = await freshDatabase(base, `store_${name}_${randomBytes(6).toString("hex")}`);
  return {
    env: { DATABASE_URL: url },
    exec: async (sql) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    },
    cleanup: drop,
  };
}

/**
 * The targets for describe.each, by label; `name` marks the directories and databases a test file makes. A DATA_DIR
 * is a copy of a new one (./new-data-dir.ts) unless `empty`: then the script's own open makes PGlite's database.
 */
export function scriptTargets(
  name: string,
  { empty = false }: { empty?: boolean } = {},
): [string, () => Promise<ScriptTarget>][] {
  const targets: [string, () => Promise<ScriptTarget>][] = [
    ["PGlite in DATA_DIR", () => pgliteTarget(name, empty)],
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base) targets.push(["PostgreSQL (DATABASE_URL)", () => postgresTarget(base, name)]);
  return targets;
}

/**
 * A fresh target (one of scriptTargets' makers) before each test of the enclosing block, cleaned up after it.
 * The object is filled in when each test starts: read it inside tests, never while the block is being collected.
 */
export function targetPerTest(makeTarget: () => Promise<ScriptTarget>): ScriptTarget {
  const target = {} as ScriptTarget;
  beforeEach(async () => {
    Object.assign(target, await makeTarget());
  });
  afterEach(() => target.cleanup());
  return target;
}

/** Our environment without its own database settings, plus `env`; LOG_LEVEL=warn keeps the output the script's. */
export function scriptEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "warn" };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  return { ...base, ...env };
}

/** `npm <args>` without a terminal (stdin is /dev/null), configured with `env`'s database only. */
export function runNpm(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return collectRun(spawn("npm", args, { env: scriptEnv(env), stdio: ["ignore", "pipe", "pipe"] }));
}

/** The child's exit code and all it printed, once it has closed. */
export function collectRun(child: ReturnType<typeof spawn>): Promise<Run> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => (stdout += d));
  child.stderr?.on("data", (d) => (stderr += d));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}
