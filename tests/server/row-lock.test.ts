// Every row lock of the store is ROW_LOCK (FOR NO KEY UPDATE; lib/server/db/row-lock.ts says why): a lock written
// as FOR UPDATE conflicts with the KEY SHARE that foreign-key checks take, which deadlocked payment restarts.
// The deadlock itself is tests/api/payments-concurrency.test.ts; this keeps a new lock from bringing it back.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("row locks", () => {
  const files = ["lib", "app", "scripts", "server"].flatMap(sources);

  it("are all taken with ROW_LOCK", () => {
    const strong = files.filter((file) =>
      /\.for\(\s*["'`](update|share)["'`]/.test(readFileSync(file, "utf8")),
    );
    expect(strong).toEqual([]);
  });

  it("are taken somewhere (the check above reads the right files)", () => {
    const locking = files.filter((file) => readFileSync(file, "utf8").includes(".for(ROW_LOCK"));
    expect(locking.length).toBeGreaterThan(20);
  });
});
