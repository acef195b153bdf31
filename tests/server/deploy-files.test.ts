// Issue 14: what an operator copies from deploy/ stays true: the env template lists every variable the store reads,
// the systemd units start files that exist.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { compiledEntry, SERVER_NODE_FLAGS } from "../../scripts/lib/server-node-flags.mjs";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Variables validated by lib/server/config.ts, plus those the server entry and worker read themselves. */
function variablesReadByTheStore(): string[] {
  const config = read("lib/server/config.ts");
  const names = [...config.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  return [
    ...new Set([
      ...names,
      "SHUTDOWN_DRAIN_MS",
      "PAGE_CACHE",
      "METRICS_TOKEN",
      "METRICS_PORT",
      "METRICS_HOST",
    ]),
  ].filter((n) => n !== "NODE_ENV");
}

describe("deploy/", () => {
  it("lists every variable in the env template", () => {
    const template = read("deploy/game-store.env.example");
    const listed = new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const names = variablesReadByTheStore();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => !listed.has(n))).toEqual([]);
  });

  it("has an env template that sh can source, as the README's commands do", () => {
    // systemd's EnvironmentFile and `set -a; . /etc/game-store/env` must read the same values (an unquoted
    // `MAIL_FROM=Shop <no-reply@…>` is fine for systemd and a syntax error for sh).
    const printed = execFileSync(
      "sh",
      ["-c", 'set -a; . "$1"; set +a; printf "%s" "$MAIL_FROM"', "sh", "deploy/game-store.env.example"],
      { cwd: root, encoding: "utf8" },
    );
    expect(printed).toBe("GameCoin <no-reply@shop.example>");
  });

  it("has systemd units that start what exists and wait for readiness", () => {
    const web = read("deploy/systemd/game-store@.service");
    const worker = read("deploy/systemd/game-store-worker.service");
    expect(web).toMatch(
      new RegExp(
        `ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(" ")} ${compiledEntry("serve")} --port %i`,
      ),
    );
    expect(web).toContain("/api/health/ready");
    expect(web).toContain("Environment=WORKER=off");
    expect(worker).toContain(`ExecStart=/usr/bin/node ${compiledEntry("worker")}\n`);
    // What they run is what `npm run build` compiles, from sources that exist.
    expect(JSON.parse(read("package.json")).scripts.build).toContain("node scripts/build-server.mjs");
    const compiler = read("scripts/build-server.mjs");
    for (const [name, file] of [
      ["serve", "server/serve.ts"],
      ["worker", "scripts/worker.ts"],
    ]) {
      expect(compiler).toContain(`${name}: "${file}"`);
      expect(existsSync(path.join(root, file))).toBe(true);
    }
  });
  it("starts `npm start` with the flags of every store server", () => {
    const start = JSON.parse(read("package.json")).scripts.start as string;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
  });
  // The nginx site is run by the real nginx in tests/server/nginx-site.test.ts.
});
