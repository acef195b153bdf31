// Issue 25, backups: deploy/backup/game-store-backup.sh, run while shoppers keep placing orders on a PostgreSQL of
// the test's own, makes a backup readable by its owner only (store.dump from pg_dump -Fc, uploads.tar.gz) and
// removes backups older than its days; deploy/backup/game-store-restore.sh puts it into a NEW database and a new data
// folder; a store started on those serves every order answered 201 before the backup began, and the uploaded avatar.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startListedPostgres } from "./listed-postgres";
import { disposeStore, findFreePort, root, startStore, type StoreProcess } from "./start-store";
import { buyAsGuest, supplyProduct, type Purchase } from "./store-shopper";
import { systemdAnalyze, verifyUnits } from "./systemd-unit";

jest.setTimeout(240_000);

const tools = ["/usr/bin/pg_dump", "/usr/bin/pg_restore", "/usr/bin/psql", "/usr/lib/postgresql"].every(
  (p) => {
    try {
      return statSync(p) && true;
    } catch {
      return false;
    }
  },
);
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const sh = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync("sh", [path.join(root, "deploy/backup", script), ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

/** A guest's Standoff order with an uploaded avatar: answers the avatar's URL. */
async function uploadAvatar(origin: string): Promise<string> {
  const games = (await (await fetch(`${origin}/api/games/?limit=100`)).json()) as {
    results: { id: number }[];
  };
  for (const g of games.results) {
    const game = await (await fetch(`${origin}/api/games/${g.id}/`)).json();
    const product = game.products?.find((p: { is_active: boolean }) => p.is_active);
    if (game.resourcetype !== "StandoffGame" || !product) continue;
    const created = await fetch(`${origin}/api/orders/standoff/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: product.id, quantity: 1 }],
        email: "avatar@example.com",
        game_account_id: "48811230",
      }),
    });
    expect(created.status).toBe(201);
    const cookie = created.headers
      .getSetCookie()
      .find((c) => c.startsWith("order_access="))!
      .split(";")[0];
    const form = new FormData();
    form.append("game_avatar", new File([new Uint8Array(PNG)], "me.png", { type: "image/png" }));
    const { id } = (await created.json()) as { id: number };
    const res = await fetch(`${origin}/api/orders/standoff/avatar/${id}/`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { game_avatar: string }).game_avatar;
  }
  throw new Error("no Standoff product in the demo catalogue");
}

(systemdAnalyze ? it : it.skip)("has a backup timer and service that systemd-analyze verify accepts", () => {
  const unit = (name: string) => path.join(root, "deploy/backup", name);
  // The service runs the script where the guide installs it (/usr/local/sbin); here, the shipped file.
  const edit = (text: string) =>
    text.replace("ExecStart=/usr/local/sbin/game-store-backup", `ExecStart=${unit("game-store-backup.sh")}`);
  const service = readFileSync(unit("game-store-backup.service"), "utf8");
  expect(service).toContain("ExecStart=/usr/local/sbin/game-store-backup\n");
  expect(
    verifyUnits([
      { from: unit("game-store-backup.service"), as: "game-store-backup.service", edit },
      { from: unit("game-store-backup.timer"), as: "game-store-backup.timer" },
    ]),
  ).toBe("");
});

(tools ? describe : describe.skip)("a backup made under load", () => {
  let pg: Awaited<ReturnType<typeof startListedPostgres>> | undefined;
  let store: StoreProcess | undefined;
  let restored: StoreProcess | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "store-backup-test-"));

  afterAll(async () => {
    await disposeStore(store);
    await disposeStore(restored);
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is restored into a new database and served with its orders and uploads", async () => {
    pg = await startListedPostgres(await findFreePort());
    const dataDir = path.join(dir, "data");
    mkdirSync(dataDir);
    store = await startStore({
      env: { DATABASE_URL: pg.url, DATA_DIR: dataDir, SANDBOX_FULFILMENT_DELAY_MS: "0" },
    });
    const origin = store.origin;
    const avatar = await uploadAvatar(origin);
    const productId = await supplyProduct(origin);

    // Older backups: one past the keeping period, one within it.
    const backups = path.join(dir, "backups");
    mkdirSync(path.join(backups, "20200101T000000Z"), { recursive: true });
    mkdirSync(path.join(backups, "20990101T000000Z"));
    const old = (Date.now() - 30 * 86_400_000) / 1000;
    utimesSync(path.join(backups, "20200101T000000Z"), old, old);
    const recent = (Date.now() - 2 * 86_400_000) / 1000;
    utimesSync(path.join(backups, "20990101T000000Z"), recent, recent);

    let loading = true;
    const purchases: (Purchase & { endedAt: number })[] = [];
    let n = 0;
    const buyers = Array.from({ length: 3 }, async () => {
      while (loading) {
        const p = await buyAsGuest(origin, productId, { email: `backup${n++}@example.com` });
        purchases.push({ ...p, endedAt: Date.now() });
      }
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const backupStartedAt = Date.now();
    const backup = sh("game-store-backup.sh", [], {
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      BACKUP_DIR: backups,
      BACKUP_KEEP_DAYS: "7",
    });
    await new Promise((r) => setTimeout(r, 1_000));
    loading = false;
    await Promise.all(buyers);
    expect({ status: backup.status, err: backup.stderr }).toEqual({ status: 0, err: "" });

    // One new backup beside the recent one; the old one is gone; owner-only modes.
    const made = readdirSync(backups).filter((d) => d !== "20990101T000000Z");
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^\d{8}T\d{6}Z$/);
    const folder = path.join(backups, made[0]);
    expect(readdirSync(folder).sort()).toEqual(["store.dump", "uploads.tar.gz"]);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(folder)) expect(statSync(path.join(folder, f)).mode & 0o777).toBe(0o600);

    // Restore into a new database and a new data folder, as the README says.
    const created = spawnSync(
      path.join(pg.bin, "createdb"),
      ["-h", "127.0.0.1", "-p", String(pg.port), "-U", "store", "store_restored"],
      {
        encoding: "utf8",
      },
    );
    expect(created.stderr).toBe("");
    const restoredUrl = pg.url.replace(/\/store$/, "/store_restored");
    const restoredData = path.join(dir, "restored-data");
    const restore = sh("game-store-restore.sh", [folder, restoredUrl, restoredData], {});
    expect({ status: restore.status, err: restore.stderr }).toEqual({ status: 0, err: "" });
    // A second restore over it is refused.
    expect(sh("game-store-restore.sh", [folder, restoredUrl, restoredData], {}).status).toBe(1);

    restored = await startStore({ env: { DATABASE_URL: restoredUrl, DATA_DIR: restoredData } });
    const before = purchases.filter((p) => p.hash && p.endedAt < backupStartedAt);
    expect(before.length).toBeGreaterThan(3);
    for (const p of before) {
      const res = await fetch(`${restored.origin}/api/orders/${p.hash}/`);
      expect({ hash: p.hash, status: res.status }).toEqual({ hash: p.hash, status: 200 });
      expect(((await res.json()) as { id: number }).id).toBe(p.id);
    }
    const picture = await fetch(`${restored.origin}${avatar}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
  });
});
