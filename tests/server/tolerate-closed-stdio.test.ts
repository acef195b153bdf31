// A process whose stdout and stderr readers went away keeps working: with Next.js's uncaughtException handler
// (console.error), an unguarded stderr turned each write into an endless error loop at 100 % of a core.
import { spawn } from "node:child_process";

const child = `
const mod = await import("./lib/server/runtime/tolerate-closed-stdio.ts");
// tsx loads the TypeScript module as CommonJS here: its exports are the default export.
if (process.env.GUARD === "1") (mod.tolerateClosedStdio ?? mod.default.tolerateClosedStdio)();
process.on("uncaughtException", (err) => console.error(err)); // what Next.js installs
process.on("message", () => {
  console.error("a line nobody reads");
  const start = process.cpuUsage();
  setTimeout(() => { const used = process.cpuUsage(start); process.send(used.user + used.system); }, 1000);
});
process.send("ready");
`;

/** CPU microseconds the child spent in the second after its readers went away, or null when it never answered. */
function cpuAfterReadersLeave(guard: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", child], {
      env: { ...process.env, GUARD: guard ? "1" : "0" },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const timer = setTimeout(() => done(null), 8000);
    const done = (value: number | null) => {
      clearTimeout(timer);
      proc.kill("SIGKILL");
      resolve(value);
    };
    proc.on("message", (m) => {
      if (m === "ready") {
        proc.stdout!.destroy();
        proc.stderr!.destroy();
        proc.send("go");
      } else done(Number(m));
    });
  });
}

describe("tolerateClosedStdio", () => {
  it("keeps a process idle after the readers of its stdout and stderr went away", async () => {
    const used = await cpuAfterReadersLeave(true);
    expect(used).not.toBeNull();
    expect(used!).toBeLessThan(300_000);
  }, 20_000);

  it("is what stops the loop: without it the process spins (or never answers)", async () => {
    const used = await cpuAfterReadersLeave(false);
    // Alone, the spinning child burns 1.1-1.2 s of CPU in that second (the guarded one about 0.05 s); on a CI
    // machine whose two cores other test workers share it got under 0.5 s once. 0.2 s is still four guarded ones.
    expect(used === null || used > 200_000).toBe(true);
  }, 20_000);
});
