// Where a process's CPU time went: the top self-time functions of a V8 CPU profile (`node --cpu-prof`), as the bench
// prints them with `--profile` (issue 26: find where a cached answer's time goes in the server entry).
// Usage: node scripts/bench-profile.mjs <file.cpuprofile | directory of them> [--top 25]
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Self time per function (name, file:line) in ms, largest first, with its share of the sampled time. `windows`:
 * only samples within these spans ({ fromUs, toUs }: µs of the monotonic clock, as `process.hrtime.bigint() / 1000n`
 * reads it in any process of the machine, and as the profile's own timestamps are), e.g. while the load ran.
 */
export function topSelfTime(profile, top = 25, windows = [{ fromUs: -Infinity, toUs: Infinity }]) {
  const within = (at) => windows.some((w) => at >= w.fromUs && at <= w.toUs);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (!within(at)) return;
    total += dt;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? frame.url.replace(/^file:\/\//, "").replace(/^.*node_modules\//, "~/") : "";
    const where = file
      ? `${path.basename(path.dirname(file))}/${path.basename(file)}:${frame.lineNumber + 1}`
      : "";
    const key = `${frame.functionName || "(anonymous)"}\t${where}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
  });
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => {
      const [fn, where] = key.split("\t");
      return {
        function: fn,
        where,
        "self ms": Math.round(us / 1000),
        share: `${((100 * us) / total).toFixed(1)} %`,
      };
    });
}

/** The profiles `node --cpu-prof --cpu-prof-dir=dir` wrote (one per process), newest first. */
export function profilesIn(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

/**
 * The main thread's profile among those one process wrote: a process with a module loader's hooks (`node --import
 * tsx`) also profiles that thread (idle once the modules are loaded), so the largest file is the one that ran the answers.
 */
export function mainThreadProfileIn(dir) {
  return profilesIn(dir).sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

/** Now on the clock of the profiles' timestamps. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export function printTopSelfTime(file, { top = 25, title = "", windows } = {}) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const spans = windows ?? [{ fromUs: profile.startTime, toUs: profile.endTime }];
  const seconds = spans.reduce((n, w) => n + (w.toUs - w.fromUs), 0) / 1e6;
  console.log(
    `\nTop self time of the store${title ? ` ${title}` : ""} (${path.basename(file)}, ` +
      `${seconds.toFixed(1)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s)`,
  );
  console.table(topSelfTime(profile, top, spans));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/bench-profile.mjs <file.cpuprofile | directory> [--top 25]");
    process.exit(2);
  }
  const i = process.argv.indexOf("--top");
  const top = i > 0 ? Number(process.argv[i + 1]) : 25;
  const files = statSync(target).isDirectory() ? profilesIn(target) : [target];
  for (const file of files) printTopSelfTime(file, { top });
}
