// The process tests' starts copy the run's prepared demo DATA_DIR (tests/process/start-store.ts) only when their
// settings would seed the same data; a start that names its own database, mode or seeding gets an empty directory.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { newDataDir } from "../process/start-store";

const runDir = mkdtempSync(path.join(tmpdir(), "store-template-test-"));
const saved = process.env.STORE_TEST_DB_CACHE;
const made: string[] = [];

beforeAll(() => {
  // A template already made by this "run": its one file marks a copy.
  mkdirSync(path.join(runDir, "process-data-dir"));
  writeFileSync(path.join(runDir, "process-data-dir", "marker"), "prepared");
  process.env.STORE_TEST_DB_CACHE = runDir;
});

afterAll(() => {
  process.env.STORE_TEST_DB_CACHE = saved;
  for (const dir of [runDir, ...made]) rmSync(dir, { recursive: true, force: true });
});

const contents = (env?: Record<string, string | undefined>) => {
  const dir = newDataDir(env);
  made.push(dir);
  return readdirSync(dir);
};

it("copies the prepared directory for a start with the default settings or unrelated ones", () => {
  expect(contents()).toEqual(["marker"]);
  expect(contents({ METRICS_TOKEN: "t", SITE_URL: undefined })).toEqual(["marker"]);
});

it.each([
  ["DATABASE_URL", "postgres://x/y"],
  ["STORE_MODE", "live"],
  ["SEED_DEMO", "0"],
  ["S3_BUCKET", "b"],
])("leaves the directory empty for a start that sets %s", (key, value) => {
  expect(contents({ [key]: value })).toEqual([]);
});
