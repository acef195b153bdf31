// npm test runs the process tests and the Playwright journeys side by side (scripts/lib/run-side-by-side.mjs): each
// one's output is printed whole under its title when it ends, never interleaved with the other's, and a failure of
// either fails the run once both have ended.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A job that prints `lines` one by one, `gapMs` apart, then exits with `code`. */
const job = (title: string, lines: string[], gapMs: number, code: number) => ({
  title,
  cmd: process.execPath,
  args: [
    "-e",
    `const lines = ${JSON.stringify(lines)};
     let i = 0;
     const next = () => {
       if (i === lines.length) process.exit(${code});
       (i % 2 ? process.stderr : process.stdout).write(lines[i++] + "\\n");
       setTimeout(next, ${gapMs});
     };
     next();`,
  ],
});

type Job = { title: string; cmd: string; args: string[] };

const runnerScript = (jobs: Job[]) =>
  `const { runSideBySide } = await import("./scripts/lib/run-side-by-side.mjs");
   await runSideBySide(${JSON.stringify(jobs)});
   console.log("after all");`;

function runSideBySide(jobs: Job[]) {
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", runnerScript(jobs)], {
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("runSideBySide", () => {
  it("prints each job's output whole under its title as it ends, and returns when all passed", () => {
    const run = runSideBySide([
      job("slow one", ["slow 1", "slow 2", "slow 3"], 150, 0),
      job("quick one", ["quick 1", "quick 2"], 20, 0),
    ]);
    expect(run.code).toBe(0);
    const quick = run.stdout.indexOf("━━ quick one\nquick 1\nquick 2\n");
    const slow = run.stdout.indexOf("━━ slow one\nslow 1\nslow 2\nslow 3\n");
    expect(quick).toBeGreaterThan(0);
    expect(slow).toBeGreaterThan(quick);
    expect(run.stdout).toMatch(/⏱ quick one: \d+\.\d min \(passed\)/);
    expect(run.stdout.trimEnd().endsWith("after all")).toBe(true);
  });

  it("waits for every job, then exits with the first failed one's status, naming each that failed", () => {
    const run = runSideBySide([
      job("fails first", ["broken"], 10, 3),
      job("passes later", ["fine 1", "fine 2"], 150, 0),
      job("fails last", ["also broken"], 400, 5),
    ]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("━━ passes later\nfine 1\nfine 2\n");
    expect(run.stdout).toMatch(/⏱ fails first: \d+\.\d min \(failed, exit 3\)/);
    expect(run.stdout).toMatch(/⏱ fails last: \d+\.\d min \(failed, exit 5\)/);
    expect(run.stderr).toContain("✖ Failed: fails first; fails last.");
    expect(run.stdout).not.toContain("after all");
  });

  it("reports a command that cannot start as a failure", () => {
    const run = runSideBySide([{ title: "missing", cmd: "/nonexistent/command", args: [] }]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("✖ /nonexistent/command could not start: spawn /nonexistent/command ENOENT");
  });

  it("stopped by SIGTERM, prints what a running job had written, once each, and exits 1", async () => {
    const ready = path.join(mkdtempSync(path.join(tmpdir(), "side-by-side-")), "ready");
    // Prints its first part, then says so through a file, then waits for the signal.
    const longOne = {
      title: "long one",
      cmd: process.execPath,
      args: [
        "-e",
        `console.log("part 1"); require("node:fs").writeFileSync(${JSON.stringify(ready)}, ""); setTimeout(() => {}, 30000);`,
      ],
    };
    const runner = spawn(
      process.execPath,
      ["--input-type=module", "-e", runnerScript([job("ends at once", ["done early"], 10, 0), longOne])],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    runner.stdout.on("data", (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => runner.on("close", resolve));
    // The first job has ended and been printed; the second has written its first part and is still running.
    while (!stdout.includes("(passed)") || !existsSync(ready))
      await new Promise((resolve) => setTimeout(resolve, 50));
    // The runner reads the part (written before the file) in its own time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    runner.kill("SIGTERM");
    expect(await exited).toBe(1);
    expect(stdout.split("━━ ends at once")).toHaveLength(2);
    expect(stdout).toContain("━━ long one\npart 1\n");
    expect(stdout).toMatch(/⏱ long one: \d+\.\d min \(stopped by SIGTERM\)/);
    expect(stdout).not.toContain("after all");
    rmSync(path.dirname(ready), { recursive: true, force: true });
  });
});
