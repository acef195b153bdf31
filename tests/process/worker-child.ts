// The real worker process (`node dist/worker.cjs`, as the systemd unit and the cluster run it) for
// the process tests: its output kept, its exit observed, stopped by signal.
import { spawn, type ChildProcess } from "node:child_process";
import { workerArgs } from "../../scripts/lib/server-node-flags.mjs";
import { listChild } from "../helpers/run-leftovers.mjs";
import { root } from "./start-store";

export type WorkerChild = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning: () => boolean;
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function startWorker(env: Record<string, string>): WorkerChild {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "info", ...env };
  delete childEnv.NODE_OPTIONS; // jest's flags are not the worker's business
  const child = spawn(process.execPath, workerArgs(), {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  void exited.then(listChild(child.pid));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    exited,
    isRunning,
    stop: async (signal = "SIGTERM") => {
      if (isRunning()) child.kill(signal);
      const timer = setTimeout(() => isRunning() && child.kill("SIGKILL"), 20_000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Waits until `ready()` holds, polling; throws `describe()` after `timeoutMs`. */
export async function waitFor(
  ready: () => Promise<boolean> | boolean,
  timeoutMs: number,
  describe: () => string | Promise<string>,
): Promise<number> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > timeoutMs) throw new Error(await describe());
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - started;
}
