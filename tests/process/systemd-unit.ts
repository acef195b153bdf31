// Reads a unit of deploy/systemd as systemd would for the tests that run its commands by hand (no systemd as PID 1
// here): settings by name, `Environment=` pairs, and `systemd-analyze verify` when the tool exists.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type Unit = { get: (key: string) => string | undefined; all: (key: string) => string[] };

/** The unit's settings; `%i` is replaced by `instance` (a template's instance name). */
export function readUnit(file: string, instance?: string): Unit {
  const lines = readFileSync(file, "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .filter((l) => /^[A-Za-z]+=/.test(l))
    .map((l) => (instance === undefined ? l : l.replaceAll("%i", instance)));
  const all = (key: string) =>
    lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  return { all, get: (key) => all(key).at(-1) };
}

/** `Environment=A=1 B=2` lines as one object. */
export function unitEnvironment(unit: Unit): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of unit.all("Environment"))
    for (const pair of line.split(/\s+/).filter(Boolean)) {
      const at = pair.indexOf("=");
      env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  return env;
}

/** Seconds of a time span as systemd writes them ("45", "45s", "2min"). */
export function unitSeconds(value: string | undefined): number {
  const m = /^(\d+)\s*(s|sec|min)?$/.exec(value ?? "");
  if (!m) throw new Error(`unreadable time span: ${value}`);
  return Number(m[1]) * (m[2] === "min" ? 60 : 1);
}

export const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((p) => existsSync(p));

/** `systemd-analyze verify` of the given unit files (copied under the names given): its complaints, "" when none. */
export function verifyUnits(files: { from: string; as: string; edit?: (text: string) => string }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "store-units-"));
  try {
    for (const f of files)
      if (f.edit) writeFileSync(path.join(dir, f.as), f.edit(readFileSync(f.from, "utf8")));
      else copyFileSync(f.from, path.join(dir, f.as));
    const res = spawnSync(systemdAnalyze!, ["verify", ...files.map((f) => path.join(dir, f.as))], {
      encoding: "utf8",
    });
    return `${res.status === 0 ? "" : `exit ${res.status}\n`}${res.stdout}${res.stderr}`.trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The units' ExecStart words (no quoting in our ExecStart lines: a quote would need systemd's own rules). */
export function execStartWords(unit: Unit): string[] {
  const line = unit.get("ExecStart") ?? "";
  if (/["']/.test(line)) throw new Error(`ExecStart with quotes is not parsed here: ${line}`);
  return line.split(/\s+/).filter(Boolean);
}
