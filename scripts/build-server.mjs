// The store's own entries compiled ahead of time to plain CommonJS in dist/: the web server (server/serve.ts ->
// dist/serve.cjs), the job worker (scripts/worker.ts -> dist/worker.cjs), the database preparation every start runs
// (scripts/prepare-db.ts -> dist/prepare-db.cjs) and the operator's tools (`npm run operator:create` and the like,
// through scripts/run-compiled.mjs). Dependencies stay in node_modules (not bundled); only the project's TypeScript
// is compiled, by esbuild (the compiler tsx itself uses).
//
// Why: under tsx's loader (`node --import tsx`) every module a process loads goes through its hooks, Next's own
// hundreds included. Measured side by side on the 2-core machine (docs/benchmarks.md, "The server entry compiled
// ahead of time"): a web server ready in 1.7 s instead of 3.3 s, prepare-db 0.7 s instead of 1.6 (2.3 through npx),
// the worker 0.65 s instead of 1.5.
//
// dist/ sits right under the store's folder, as server/ does, so server/store-root.ts finds the folder from either.
// Usage: node scripts/build-server.mjs [--if-stale]; `npm run build` compiles, every start and tool compiles when
// stale (silently: a tool's output is the tool's own).
import { build } from "esbuild";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compiledEntry } from "./lib/server-node-flags.mjs";

// Not ensure.mjs's `root`: ensure.mjs loads this module (ensureServerBuild), and the two would import each other.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The entries compiled: dist/<name>.cjs from each source (deploy/systemd's units run two of them). */
export const SERVER_ENTRIES = {
  serve: "server/serve.ts",
  worker: "scripts/worker.ts",
  "prepare-db": "scripts/prepare-db.ts",
  migrate: "scripts/migrate.ts",
  "operator-create": "scripts/operator-create.ts",
  "owed-refunds": "scripts/owed-refunds.ts",
  "capture-credits": "scripts/capture-credits.ts",
  "import-codes": "scripts/import-codes.ts",
  "standoff-queue": "scripts/standoff-queue.ts",
};

/** The project files the last compilation read (esbuild's metafile), so a start can tell whether it is stale. */
const INPUTS = "dist/inputs.json";

const mtime = (file) => statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity;

/** Stale when a compiled entry is missing or older than any file it was compiled from (or the lockfile). */
function isStale() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(root, INPUTS), "utf8"));
  } catch {
    return true;
  }
  const built = Object.keys(SERVER_ENTRIES).map((name) => mtime(compiledEntry(name)));
  if (built.includes(Infinity)) return true;
  const oldest = Math.min(...built);
  // A deleted input reads as Infinity: stale too.
  return [...inputs, "package-lock.json", "tsconfig.json"].some((file) => mtime(file) > oldest);
}

/**
 * Compiles the entries (about a second), or only when stale with `ifStale`. Each file is written beside its place
 * and renamed over it, so a process starting meanwhile never loads half a file.
 */
export async function buildServer({ ifStale = false } = {}) {
  if (ifStale && !isStale()) return false;
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: "dist",
    outExtension: { ".js": ".cjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    target: "node20",
    format: "cjs",
    // A stack trace names the TypeScript file and line with `node --enable-source-maps`.
    sourcemap: "linked",
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  mkdirSync(path.join(root, "dist"), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes("node_modules/"));
  const outputs = [
    // The inputs' list after the entries it describes: were a run cut between, the next check still finds them.
    ...result.outputFiles.map((file) => ({ file: file.path, contents: file.contents })),
    { file: path.join(root, INPUTS), contents: JSON.stringify(inputs) },
  ];
  for (const { file, contents } of outputs) {
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, contents);
    renameSync(partial, file);
  }
  return true;
}

// `node scripts/build-server.mjs` (part of `npm run build`) compiles; with --if-stale only when stale.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const compiled = await buildServer({ ifStale: process.argv.includes("--if-stale") });
  if (compiled) console.log(`• Compiled ${Object.keys(SERVER_ENTRIES).length} entries to dist/`);
}
