// Issue 25, updates: deploy/rolling-update.sh on the local cluster (npm run cluster: nginx, two web instances, the
// worker, a PostgreSQL of its own), its build skipped, each instance taken out of nginx (`down` in the cluster's
// site file, nginx reloaded), restarted through the cluster's control, waited for, put back; the worker last. Under
// reads of pages and lists and guest purchases through nginx all along: no answer is an error, every purchase
// goes through, and every order answered 201 is in the database.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findFreePort, root } from "./start-store";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";

jest.setTimeout(240_000);

type State = {
  url: string;
  databaseUrl: string;
  control: string;
  site: string;
  nginxConf: string;
  instances: { port: number; pid: number }[];
  worker: { pid: number };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const collect = (child: ChildProcess, into: { text: string }) => {
  child.stdout!.on("data", (d) => (into.text += d));
  child.stderr!.on("data", (d) => (into.text += d));
};

/**
 * Every request of the load on a connection of its own. A reload makes nginx's old workers close their idle kept-alive
 * client connections, and a client that sends on one in that instant sees it closed before any answer (browsers
 * retry such a request; fetch does not): that is the client's race with any reload, not a request the update lost.
 * What this test asks is that every request nginx accepts is answered, and answered well.
 */
const originalFetch = globalThis.fetch;
const fetchOnNewConnection: typeof fetch = (input, init) =>
  originalFetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string> | undefined), connection: "close" },
  });

describe("a rolling update on the cluster", () => {
  let cluster: ChildProcess | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "store-rolling-test-"));
  const out = { text: "" };
  let passed = false;

  beforeAll(() => {
    globalThis.fetch = fetchOnNewConnection;
  });

  afterAll(async () => {
    globalThis.fetch = originalFetch;
    if (!passed) console.log(`cluster output:\n${out.text.slice(-4000)}`);
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster!.once("exit", r));
      cluster.kill("SIGTERM");
      await Promise.race([exited, sleep(60_000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("loses no request while every instance and the worker are restarted", async () => {
    const stateFile = path.join(dir, "state.json");
    const port = await findFreePort();
    cluster = spawn(
      process.execPath,
      [
        "scripts/cluster.mjs",
        "--instances",
        "2",
        "--port",
        String(port),
        "--state",
        stateFile,
        "--no-build",
        "--logs",
        path.join(dir, "logs"),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_OPTIONS: "",
          SHUTDOWN_DRAIN_MS: "3000",
          SANDBOX_FULFILMENT_DELAY_MS: "100",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    collect(cluster, out);
    const deadline = Date.now() + 150_000;
    while (!out.text.includes("The store:")) {
      if (cluster.exitCode !== null || Date.now() > deadline) throw new Error(`no cluster:\n${out.text}`);
      await sleep(500);
    }
    const before = JSON.parse(readFileSync(stateFile, "utf8")) as State;
    const { url } = before;
    const productId = await supplyProduct(url);

    let loading = true;
    const reads: string[] = [];
    const readers = Array.from({ length: 4 }, async (_, r) => {
      const target = ["/api/games/", "/", "/api/gifts/?search=a", `/api/products/${productId}/`][r];
      while (loading) {
        const res = await fetch(`${url}${target}`).catch((e: Error) => ({
          status: e.message,
          arrayBuffer: () => 0,
        }));
        reads.push(`${target} ${res.status}`);
        await res.arrayBuffer();
      }
    });
    const purchases: Purchase[] = [];
    let n = 0;
    const buyers = Array.from({ length: 3 }, async () => {
      while (loading) purchases.push(await buyAsGuest(url, productId, { email: `roll${n++}@example.com` }));
    });

    await sleep(2_000);
    const update = spawn(
      "bash",
      [
        "deploy/rolling-update.sh",
        "--no-build",
        "--site",
        before.site,
        "--reload",
        `/usr/sbin/nginx -q -c ${before.nginxConf} -p ${path.dirname(before.nginxConf)} -s reload`,
        "--restart",
        `curl -fsS -o /dev/null -X POST ${before.control}/restart/{port}`,
        "--restart-worker",
        `curl -fsS -o /dev/null -X POST ${before.control}/restart/worker`,
      ],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
    );
    const log = { text: "" };
    collect(update, log);
    const code = await new Promise((r) => update.once("exit", r));
    await sleep(2_000);
    loading = false;
    await Promise.all([...readers, ...buyers]);
    expect({ code, log: code === 0 ? "" : log.text }).toEqual({ code: 0, log: "" });

    // Every instance and the worker are new processes; the site is as it was.
    const after = JSON.parse(readFileSync(stateFile, "utf8")) as State;
    for (const [i, instance] of after.instances.entries()) {
      expect(instance.pid).not.toBe(before.instances[i].pid);
      expect(log.text).toContain(`instance ${instance.port}: ready and back in nginx`);
    }
    expect(after.worker.pid).not.toBe(before.worker.pid);
    expect(readFileSync(before.site, "utf8")).not.toMatch(/\bdown\s*;/);

    // Nothing lost: every read answered 200, every purchase went through.
    expect(reads.length).toBeGreaterThan(100);
    expect(reads.filter((r) => !r.endsWith(" 200"))).toEqual([]);
    expect(purchases.length).toBeGreaterThan(10);
    expect(purchases.filter((p) => p.step !== "paid")).toEqual([]);
    const { default: pg } = await import("pg");
    const db = new pg.Client({ connectionString: before.databaseUrl });
    await db.connect();
    try {
      const ids = purchases.map((p) => p.id);
      const { rows } = await db.query("select id from orders where id = any($1::int[])", [ids]);
      expect(rows.length).toBe(ids.length);
    } finally {
      await db.end();
    }
    passed = true;
  });
});
