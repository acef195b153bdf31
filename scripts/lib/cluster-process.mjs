// A process of `npm run cluster`: its own process group, its output appended to a log file the operator can follow
// (`tail -F`, kept across restarts), the file's tail at hand for a crash report.
import { spawn } from "node:child_process";
import { closeSync, openSync, readSync, fstatSync } from "node:fs";

/** The last `bytes` of a file ("" when it cannot be read). */
function tail(file, bytes = 200_000) {
  let fd;
  try {
    fd = openSync(file, "r");
    const size = fstatSync(fd).size;
    const length = Math.min(size, bytes);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    return buf.toString("utf8");
  } catch {
    return "";
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Starts `cmd args` in `cwd`; stdout and stderr go to `logFile`. Answers the handle the cluster keeps. */
export function spawnChild(name, cmd, args, { cwd, env, logFile }) {
  const fd = openSync(logFile, "a");
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    logFile,
    output: () => tail(logFile),
    exited,
    /** Set while the cluster restarts it on request: its supervisor leaves the exit alone. */
    restarting: false,
    signal(sig) {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, sig);
    },
    async stop(sig = "SIGTERM", graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      process.kill(-child.pid, sig);
      const timer = setTimeout(() => this.signal("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
