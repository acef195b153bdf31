// Jest's global set-up: a directory and an id for this run's database copies (tests/helpers/test-db.ts), which
// the test workers inherit through the environment; it also lists what the process tests start (run-leftovers.mjs).
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopListedOnSignal } from "./run-leftovers.mjs";

export default async function setUpRun() {
  process.env.STORE_TEST_DB_CACHE = await mkdtemp(join(tmpdir(), "store-test-db-"));
  process.env.STORE_TEST_RUN_ID = randomBytes(4).toString("hex");
  // A run stopped from outside stops the servers and clusters its process tests had started (run-leftovers.mjs).
  stopListedOnSignal();
}
