// Issue 25, item 4: deploy/systemd/game-store-worker.service drains on stop. Its ExecStart line, read from the file
// and run exactly as written (no systemd as PID 1 here), delivers orders paid on a web instance; a stop as systemd
// sends it under the unit's KillMode (the whole process group for control-group, the main process for mixed) while
// a delivery job is in hand and shoppers keep buying: the worker finishes the jobs in hand and exits 0, within the
// unit's TimeoutStopSec, leaving no process behind. `systemd-analyze verify` accepts both units when it exists.
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { listChild } from "../helpers/run-leftovers.mjs";
import { createPostgresDatabase } from "../helpers/test-db";
import { disposeStore, isGroupAlive, root, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";
import {
  execStartWords,
  readUnit,
  systemdAnalyze,
  unitEnvironment,
  unitSeconds,
  verifyUnits,
} from "./systemd-unit";

jest.setTimeout(180_000);

const base = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unitFile = path.join(root, "deploy/systemd/game-store-worker.service");

(systemdAnalyze ? it : it.skip)("has units that systemd-analyze verify accepts", () => {
  expect(
    verifyUnits([
      { from: unitFile, as: "game-store-worker.service" },
      { from: path.join(root, "deploy/systemd/game-store@.service"), as: "game-store@3001.service" },
    ]),
  ).toBe("");
});

(base ? describe : describe.skip)("the worker unit's stop", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let store: StoreProcess | undefined;

  afterAll(async () => {
    await disposeStore(store);
    await database?.drop();
  });

  it("finishes the deliveries in hand and exits 0 when stopped under load", async () => {
    database = await createPostgresDatabase(base!);
    const env = { DATABASE_URL: database.url, SANDBOX_FULFILMENT_DELAY_MS: "1500" };
    store = await startStore({ env: { ...env, WORKER: "off" } });
    const origin = store.origin;
    const productId = await supplyProduct(origin);
    const purchases: Purchase[] = [];
    const buy = async () => {
      const p = await buyAsGuest(origin, productId, { email: `unit${purchases.length}@example.com` });
      purchases.push(p);
    };
    for (let i = 0; i < 4; i++) await buy();

    const unit = readUnit(unitFile);
    const [command, ...args] = execStartWords(unit);
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...unitEnvironment(unit),
      ...env,
      DATA_DIR: store.dataDir,
      LOG_LEVEL: "info",
    };
    delete childEnv.NODE_OPTIONS;
    // Its own process group stands for the unit's control group.
    const worker = spawn(command, args, { cwd: root, env: childEnv, detached: true, stdio: "pipe" });
    let output = "";
    worker.stdout!.on("data", (d) => (output += d));
    worker.stderr!.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((r) => worker.once("exit", (code) => r(code)));
    void exited.then(listChild(worker.pid));
    const { default: pg } = await import("pg");
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      // Load: a shopper keeps buying through the stop (the web instance takes the orders, the worker delivers).
      let loading = true;
      const shopper = (async () => {
        while (loading) await buy();
      })();
      // A delivery in hand: a deliver-order job active (its provider call takes SANDBOX_FULFILMENT_DELAY_MS).
      const deadline = Date.now() + 60_000;
      const activeJobs = async () =>
        (
          await db.query(
            "select count(*)::int as n from pgboss.job where name = 'deliver-order' and state = 'active'",
          )
        ).rows[0].n as number;
      while ((await activeJobs()) === 0) {
        if (Date.now() > deadline || worker.exitCode !== null)
          throw new Error(`no delivery in flight:\n${output}`);
        await sleep(50);
      }
      const killMode = unit.get("KillMode") ?? "control-group";
      const stoppedAt = Date.now();
      if (killMode === "mixed" || killMode === "process") process.kill(worker.pid!, "SIGTERM");
      else process.kill(-worker.pid!, "SIGTERM");
      const code = await Promise.race([exited, sleep(unitSeconds(unit.get("TimeoutStopSec")) * 1000)]);
      const took = Date.now() - stoppedAt;
      loading = false;
      await shopper;

      expect({ code, output: code === 0 ? "" : output }).toEqual({ code: 0, output: "" });
      expect(output).toContain("worker stopping");
      expect(took).toBeLessThan(unitSeconds(unit.get("TimeoutStopSec")) * 1000);
      // Nothing of the unit is left running (KillMode=mixed kills whatever the worker left).
      for (let i = 0; i < 30 && isGroupAlive(worker); i++) await sleep(100);
      const left = isGroupAlive(worker)
        ? execFileSync("ps", ["-o", "pid,args", "-g", String(worker.pid)], { encoding: "utf8" })
        : "";
      expect(left).toBe("");
      // The jobs in hand were finished during the drain: none is left active or failed by the shutdown, and some
      // ended after the SIGTERM (the orders paid later wait, queued, for the next worker).
      {
        const { rows } = await db.query(
          `select count(*) filter (where state = 'active')::int as active,
                  count(*) filter (where state = 'failed' and output::text like '%shut down%')::int as cut,
                  count(*) filter (where state = 'completed' and completed_on > to_timestamp($1 / 1000.0))::int as drained
             from pgboss.job where name = 'deliver-order'`,
          [stoppedAt],
        );
        expect(rows[0]).toEqual({ active: 0, cut: 0, drained: expect.any(Number) });
        expect(rows[0].drained).toBeGreaterThan(0);
      }
      expect(purchases.filter((p) => p.step !== "paid")).toEqual([]);
    } finally {
      await db.end();
      if (isGroupAlive(worker)) process.kill(-worker.pid!, "SIGKILL");
    }
  });
});
