// A test run stopped from outside (Ctrl-C, a SIGTERM to Jest) stops the processes its process tests had started in
// groups of their own and the PostgreSQL clusters they run: before, they outlived the run and slowed the next one.
// A stand-in for Jest's own process runs the real global set-up, starts a detached child and a "postmaster", lists
// both as the process tests do, and is then sent the signal.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const standIn = `
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const { default: setUpRun } = await import("./tests/helpers/jest-run-setup.mjs");
const { listChild, listPostgres } = await import("./tests/helpers/run-leftovers.mjs");
await setUpRun();
const server = spawn("sleep", ["300"], { detached: true, stdio: "ignore" });
const grandchild = spawn("sh", ["-c", "sleep 300 & echo $!; wait"], { detached: true, stdio: ["ignore", "pipe", "ignore"] });
const grandchildPid = await new Promise((r) => grandchild.stdout.once("data", (d) => r(Number(String(d).trim()))));
const postmaster = spawn("sleep", ["300"], { detached: true, stdio: "ignore" });
writeFileSync(process.env.DATA + "/postmaster.pid", postmaster.pid + "\\n" + process.env.DATA + "\\n");
listChild(server.pid);
listChild(grandchild.pid);
listPostgres(process.env.DATA);
process.send({ pids: [server.pid, grandchildPid, postmaster.pid], runDir: process.env.STORE_TEST_DB_CACHE });
setInterval(() => {}, 1000);
`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(spawnSync("cat", [`/proc/${pid}/status`]).stdout.toString());
  } catch {
    return false;
  }
};

async function stopStandIn(signal: NodeJS.Signals) {
  const data = mkdtempSync(path.join(tmpdir(), "store-leftovers-test-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA: data };
  delete env.STORE_TEST_DB_CACHE; // the stand-in's set-up makes a run directory of its own
  const proc = spawn(process.execPath, ["--input-type=module", "-e", standIn], {
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { pids, runDir } = await new Promise<{ pids: number[]; runDir: string }>((resolve, reject) => {
    proc.once("message", (m) => resolve(m as { pids: number[]; runDir: string }));
    proc.once("exit", (code) => reject(new Error(`the stand-in exited with ${code}`)));
  });
  expect(pids.every(isAlive)).toBe(true);
  const exited = new Promise<NodeJS.Signals | null>((r) => proc.once("exit", (_code, sig) => r(sig)));
  proc.kill(signal);
  const exitSignal = await exited;
  await new Promise((r) => setTimeout(r, 300));
  const alive = pids.filter(isAlive);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  rmSync(data, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true }); // the stand-in ran no tear-down
  return { exitSignal, alive };
}

describe("a test run stopped from outside", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops on %s what its tests had listed, and still ends by that signal",
    async (signal) => {
      const { exitSignal, alive } = await stopStandIn(signal);
      expect(alive).toEqual([]);
      expect(exitSignal).toBe(signal);
    },
    20_000,
  );
});
