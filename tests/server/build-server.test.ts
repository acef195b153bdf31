// The compiled entries (scripts/build-server.mjs) are rebuilt exactly when stale: a start or a tool never runs a
// dist/ older than what it was compiled from, and a fresh dist/ is not compiled again. scripts/run-compiled.mjs
// refuses an entry it does not know.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { compiledEntry } from "../../scripts/lib/server-node-flags.mjs";

const root = path.resolve(__dirname, "../..");
const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
const compileIfStale = () => node("scripts/build-server.mjs", "--if-stale");

describe("the compiled entries", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], { cwd: root });
  });

  it("are not compiled again while fresh", () => {
    expect(compileIfStale()).toMatchObject({ status: 0, stdout: "", stderr: "" });
  });

  it("are compiled again once older than a file they were compiled from", () => {
    const inputs: string[] = JSON.parse(readFileSync(path.join(root, "dist/inputs.json"), "utf8"));
    expect(inputs).toEqual(
      expect.arrayContaining(["server/serve.ts", "scripts/worker.ts", "lib/server/config.ts"]),
    );
    // An entry older than its sources, as after a `git pull` that changed one of them.
    const old = new Date("2001-01-01T00:00:00Z");
    utimesSync(path.join(root, compiledEntry("worker")), old, old);
    const run = compileIfStale();
    expect(run).toMatchObject({ status: 0, stderr: "" });
    // Compiled here, or (other test files run tools meanwhile, each compiling when stale) just before.
    expect(run.stdout).toMatch(/^(• Compiled \d+ entries to dist\/\n)?$/);
    expect(statSync(path.join(root, compiledEntry("worker"))).mtimeMs).toBeGreaterThan(old.getTime());
    expect(compileIfStale().stdout).toBe("");
  });

  it("run by name only: an unknown name is refused with the list", () => {
    const run = node("scripts/run-compiled.mjs", "no-such-entry");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^✖ no entry named no-such-entry: one of serve, worker, prepare-db, .*standoff-queue\n$/,
    );
  });
});
