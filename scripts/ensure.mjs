// Shared steps of `npm start` and `npm test`: install what is missing, build when the build is missing or stale.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compiledEntry } from "./lib/server-node-flags.mjs";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Runs a step to completion; a failure ends this process with its status. `quiet`: the step printed its own
 * one-line reason, so nothing is added to it. */
export function run(cmd, args, { quiet = false, ...options } = {}) {
  const res = spawnSync(cmd, args, {
    stdio: "inherit",
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (res.status !== 0) {
    if (!quiet) console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status ?? 1);
  }
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time under the given paths, skipping dependencies and outputs. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== "node_modules" && !name.startsWith(".next")) walk(path.join(p, name));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

export function ensureDependencies() {
  const installed = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  // Not `npm ci`: the lockfile written on Linux lacks the other platforms' optional binaries (@swc, @next/swc,
  // rollup), which this registry does not serve, and `npm ci` refuses such a lockfile as "out of sync".
  console.log("• Installing dependencies (npm install)…");
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
}

const buildInputs = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "sentry.client.config.ts",
  "sentry.server.config.ts",
  "next.config.mjs",
  "package-lock.json",
  "tsconfig.json",
];

/** Next's production build, when missing or older than its sources. */
export function ensureBuild() {
  const stamp = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (existsSync(stamp) && mtime(stamp) >= newest(buildInputs)) return;
  console.log("• Building the store (next build)…");
  run("npx", ["next", "build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
}

/**
 * The server entries compiled to dist/ (scripts/build-server.mjs), when missing or older than their sources: about a
 * second. Loaded once the dependencies are installed (esbuild is one of them).
 */
export async function ensureServerBuild() {
  const { buildServer } = await import("./build-server.mjs");
  if (await buildServer({ ifStale: true })) console.log("• Compiled the server entries to dist/");
}

/** Runs a compiled entry ("prepare-db") with `args` to completion in its own node process, as run() does. */
export function runCompiled(name, options, args = []) {
  run(process.execPath, [compiledEntry(name), ...args], options);
}

/**
 * The server entry loaded into this process: dist/serve.cjs, compiled from server/serve.ts (CommonJS, so its
 * exports are named as the TypeScript names them). The caller has run ensureServerBuild() first.
 */
export function importServer() {
  return createRequire(import.meta.url)(`../${compiledEntry("serve")}`);
}
