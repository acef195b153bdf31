// A store process for the benches: the compiled server entry (node dist/serve.cjs) on `port` (loopback) in its own process group, with `env`.
// `ready()` resolves once its readiness probe answers 200 (at most 180 s); `stop()` sends SIGTERM to the group and
// resolves when it has exited.
import { spawn } from "node:child_process";
import { serverArgs } from "./server-node-flags.mjs";

export function spawnStore({ port, env }) {
  const app = spawn(process.execPath, serverArgs(port), { env, stdio: "ignore", detached: true });
  const exited = new Promise((resolve) => app.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    async ready() {
      for (const end = Date.now() + 180_000; ; await new Promise((r) => setTimeout(r, 500))) {
        if (app.exitCode !== null) throw new Error(`the store on ${origin} exited (${app.exitCode})`);
        if (Date.now() > end) throw new Error(`the store on ${origin} did not become ready`);
        if ((await fetch(`${origin}/api/health/ready`).catch(() => null))?.ok) return;
      }
    },
    async stop() {
      if (app.exitCode !== null || app.signalCode !== null) return;
      try {
        process.kill(-app.pid, "SIGTERM");
      } catch {
        return;
      }
      await exited;
    },
  };
}
