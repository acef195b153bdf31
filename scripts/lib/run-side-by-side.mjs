// Runs commands at the same time (npm test's process tests and Playwright journeys), each one's output held back and
// printed whole under its title when it ends, so the two never interleave. Returns when all have ended; a failure
// of any ends this process with the first failed one's status, after every one's output has been printed.
import { spawn } from "node:child_process";
import { root } from "../ensure.mjs";

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** @param {{ title: string, cmd: string, args: string[], env?: Record<string, string> }[]} jobs */
export async function runSideBySide(jobs) {
  const started = Date.now();
  console.log(`• Started side by side, each one's output follows when it ends:`);
  for (const { title } of jobs) console.log(`  - ${title}`);

  const running = jobs.map(({ title, cmd, args, env }) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const print = (status) => {
      process.stdout.write(`\n━━ ${title}\n`);
      process.stdout.write(Buffer.concat(output));
      output.length = 0;
      console.log(`\n⏱ ${title}: ${minutes(Date.now() - started)} (${status})`);
    };
    let done = false;
    let resolveEnded;
    const ended = new Promise((resolve) => (resolveEnded = resolve));
    /** Prints the job's output and status once, however it ended. */
    const end = (code, status) => {
      if (done) return;
      done = true;
      print(status);
      resolveEnded(code);
    };
    child.on("error", (err) => {
      output.push(Buffer.from(`✖ ${cmd} could not start: ${err.message}\n`));
      end(1, "could not start");
    });
    child.on("close", (code, signal) =>
      end(code ?? 1, code === 0 ? "passed" : `failed, exit ${code ?? signal}`),
    );
    return { child, end, ended, isDone: () => done };
  });

  // Stopped from outside (Ctrl-C, CI's time limit): what each has printed so far is shown before this process ends.
  const stop = (signal) => {
    for (const job of running.filter((job) => !job.isDone())) {
      job.child.kill(signal);
      job.end(1, `stopped by ${signal}`);
    }
    process.exit(1);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);

  const codes = await Promise.all(running.map((job) => job.ended));
  process.off("SIGINT", stop);
  process.off("SIGTERM", stop);
  const failed = jobs.filter((_, i) => codes[i] !== 0);
  if (failed.length === 0) return;
  console.error(`\n✖ Failed: ${failed.map((job) => job.title).join("; ")}.`);
  process.exit(codes.find((code) => code !== 0));
}
