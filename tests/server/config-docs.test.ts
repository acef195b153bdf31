// Issue 25: the README's configuration table and the env template name every variable the store reads: the keys of
// lib/server/config.ts's schema and every `process.env.X` in the code an operator runs (a new variable fails here
// until it is documented). Variables only tests, benchmarks, tools or Next itself use are allowed, each said why.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Not for an operator to set: each with why. */
const NOT_OPERATOR_VARIABLES: Record<string, string> = {
  TEST_DATABASE_URL: "the test suite's PostgreSQL",
  BENCH_DATABASE_URL: "npm run bench's PostgreSQL",
  CLUSTER_DATABASE_URL: "npm run cluster's PostgreSQL (a tester's local topology)",
  STORE_CACHE: "turns the in-process cache on inside tests",
  NEXT_DIST_DIR: "a second build folder for tests and e2e runs",
  CHROMIUM_PATH: "the browser of scripts/lighthouse.mjs",
  WRK: "the load generator of npm run bench (scripts/bench-wrk.mjs)",
  ANALYZE: "source maps for a bundle analysis build",
  NEXT_PHASE: "set by Next.js itself",
  NEXT_RUNTIME: "set by Next.js itself",
  NEXT_TELEMETRY_DISABLED: "Next.js's own switch, set by the scripts",
};
const SOURCE_DIRS = ["lib", "server", "scripts", "app", "components"];
const SOURCE_FILES = ["next.config.mjs", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) && !e.name.endsWith(".d.mts") ? [file] : [];
  });
}

function variablesReadByTheStore(): string[] {
  const names = new Set(
    [...read("lib/server/config.ts").matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]),
  );
  const files = [
    ...SOURCE_DIRS.flatMap(sourceFiles),
    ...SOURCE_FILES,
    ...readdirSync(root).filter((f) => /^sentry\..*\.ts$/.test(f)),
  ];
  for (const file of files)
    for (const m of read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g))
      names.add(m[1] ?? m[2]);
  return [...names].filter((n) => !(n in NOT_OPERATOR_VARIABLES)).sort();
}

describe("configuration documentation", () => {
  const names = variablesReadByTheStore();

  it("finds the variables the store reads", () => {
    expect(names.length).toBeGreaterThan(60);
    expect(names).toEqual(
      expect.arrayContaining(["AUTH_SECRET", "PAGE_CACHE", "METRICS_PORT", "SHUTDOWN_DRAIN_MS"]),
    );
  });

  it("lists every one in the README's configuration table", () => {
    const readme = read("README.md");
    const section = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 3),
    );
    // The first cell of each row: "`A`, `B`".
    const listed = new Set(
      [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) =>
        [...m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((n) => n[1]),
      ),
    );
    expect(names.filter((n) => !listed.has(n))).toEqual([]);
  });

  it("lists every one in the env template", () => {
    const template = read("deploy/game-store.env.example");
    const listed = new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(names.filter((n) => !listed.has(n))).toEqual([]);
  });

  it("does not show METRICS_PORT with a default it does not have", () => {
    const readme = read("README.md");
    expect(readme).toMatch(
      /^\| `METRICS_PORT`, `METRICS_HOST` +\| —, `127\.0\.0\.1` +\|.*unset: the worker serves none/m,
    );
    expect(read("deploy/game-store.env.example")).toMatch(/^METRICS_PORT=9464$/m);
  });

  it("has a log command in deploy/README that names both units and skips lines that are not JSON", () => {
    const guide = read("deploy/README.md");
    const command = /^\s*journalctl (.*)$/m.exec(guide)?.[1] ?? "";
    expect(command).toContain("-u 'game-store@*' -u game-store-worker");
    const filter = /jq -cR --arg id "\$id" '([^']+)'/.exec(command)?.[1];
    expect(filter).toContain("fromjson?");
    if (!["/usr/bin/jq", "/usr/local/bin/jq"].some((p) => existsSync(p))) return;
    const lines = '• Worker running\n{"requestId":"abc12345","status":200}\n{"requestId":"other123"}\n';
    const out = execFileSync("jq", ["-cR", "--arg", "id", "abc12345", filter!], {
      input: lines,
      encoding: "utf8",
    });
    expect(out).toBe('{"requestId":"abc12345","status":200}\n');
  });
});
