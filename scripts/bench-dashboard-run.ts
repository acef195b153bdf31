// The body of `node scripts/bench-dashboard.mjs` (which makes and drops the database in DATABASE_URL): migrates it,
// generates a store of --orders orders (100,000 by default: every status, their timelines, lines and PUBG codes,
// each table filled by one INSERT ... SELECT over generate_series), then runs each figure of the dashboard through
// its own service several times and prints the median against the 200 ms target, for a 30- and a 90-day period.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase, setProcessDatabase, type Db } from "../lib/server/db/client";
import { migrateDatabase } from "../lib/server/db/migrate";
import { deliveryTimes } from "../lib/server/admin/dashboard-delivery-time";
import { failedDeliveries, ordersByStatus, stuckDeliveries } from "../lib/server/admin/dashboard-orders";
import { dashboardPeriod, type DashboardPeriod } from "../lib/server/admin/dashboard-period";
import { periodSales } from "../lib/server/admin/dashboard-sales";
import { getDashboard } from "../lib/server/admin/get-dashboard";
import { listPubgStock } from "../lib/server/catalog/pubg-stock";

const TARGET_MS = 200;
const RUNS = 7;
const WARMUPS = 2;

const args = process.argv.slice(2);
const orderCount = Number(args[args.indexOf("--orders") + 1]) || 100_000;
const isExplaining = args.includes("--explain");

/** Timelines: created orders 4%, waiting 8%, expired unpaid 6%, refunded after payment 4%, paid 0.5%, sending
 * 0.5%, the rest done. Order i is placed i * 100 days / n before now, so every period holds its share. */
async function generate(db: Db, n: number) {
  const step = (label: string, query: SQL) => {
    const started = performance.now();
    return db
      .execute(query)
      .then(() => console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`));
  };
  await step(
    "games, gifts, products",
    sql`
      insert into games (kind, title, logo)
        select (array['pubg','standoff','steam','supply'])[1 + g % 4]::game_kind, 'Игра ' || g, '/g.png'
          from generate_series(0, 15) g;
      insert into gifts (title, type, region, price, logo)
        select 'Подарок ' || g, 'game', 'ru', 999, '/gift.png' from generate_series(1, 8) g;
      insert into products (game_id, title, price, amount_uc, low_stock_threshold)
        select g.id, g.title || ' · ' || p, 100 * p, case when g.kind = 'pubg' then 60 * p end, 20 + 10 * (p % 3)
          from games g, generate_series(1, 6) p`,
  );
  await step(
    `${n} orders`,
    sql`
      insert into orders (id, hash, kind, status, game_id, gift_id, email, total_without_promocode, total,
                          total_to_pay, reject_reason, expired_at, created, updated)
      select i, md5(i::text), k.kind::order_kind, s.status::order_status,
             case when k.kind <> 'rokky' then (select id from games where kind = k.kind::game_kind
                                                order by id offset i % 4 limit 1) end,
             case when k.kind = 'rokky' then (select id from gifts order by id offset i % 8 limit 1) end,
             'buyer' || (i % 5000) || '@example.com', t.total, t.total, t.total,
             case when s.status = 'failed' and s.was_paid then 'Заказ не удалось выполнить.' end,
             case when s.status = 'failed' and not s.was_paid then c.created + interval '30 minutes' end,
             c.created, c.created + interval '2 minutes'
        from generate_series(1, ${n}::int) i
        cross join lateral (select now() - (i::float8 / ${n}::int) * interval '100 days' + interval '1 hour'
                             - interval '1 hour' * (i % 2) as created) c
        cross join lateral (select ((i * 37) % 5000 + 50)::numeric(12, 2) + (i % 2) * 0.5 as total) t
        cross join lateral (select (array['pubg','pubg','standoff','steam','supply','rokky'])[1 + i % 6] as kind) k
        cross join lateral (select case
               when (i * 7919) % 1000 < 40 then 'created'
               when (i * 7919) % 1000 < 120 then 'waiting_for_payment'
               when (i * 7919) % 1000 < 180 then 'failed'
               when (i * 7919) % 1000 < 220 then 'failed'
               when (i * 7919) % 1000 < 225 then 'paid'
               when (i * 7919) % 1000 < 230 then 'sending'
               else 'done' end as status,
             (i * 7919) % 1000 >= 180 as was_paid) s`,
  );
  await step("orders' id sequence", sql`select setval(pg_get_serial_sequence('orders', 'id'), ${n}::int)`);
  await step(
    "order events (timelines)",
    sql`
      insert into order_events (order_id, status, created)
      select o.id, e.status::order_status, e.at
        from orders o
        cross join lateral (select o.created + ((o.id % 300) || ' seconds')::interval as paid_at,
                                   o.expired_at is null and o.status not in ('created', 'waiting_for_payment')
                                     as was_paid) p
        cross join lateral (values
            ('waiting_for_payment', o.created, o.status <> 'created'),
            ('failed', o.expired_at, o.expired_at is not null),
            ('paid', p.paid_at, p.was_paid),
            ('sending', p.paid_at + interval '1 second', p.was_paid and o.status <> 'paid'),
            ('failed', p.paid_at + interval '1 minute', p.was_paid and o.status = 'failed'),
            ('sent', p.paid_at + ((2 + o.id % 97 + case when o.id % 500 = 0 then 3600 else 0 end) || ' seconds')::interval,
             o.status = 'done'),
            ('done', p.paid_at + ((2 + o.id % 97 + case when o.id % 500 = 0 then 3600 else 0 end) || ' seconds')::interval,
             o.status = 'done')
        ) e(status, at, happened)
       where e.happened
       order by e.at`,
  );
  await step(
    "order lines",
    sql`
      insert into order_lines (order_id, product_id, quantity, price, status, delivery_error, delivered_at)
      select o.id, (select id from products where game_id = o.game_id order by id offset (o.id + l) % 6 limit 1),
             1 + o.id % 3, o.total, ls.status::line_status,
             case when o.status in ('paid', 'sending') and o.id % 3 = 0 then 'timeout' end,
             case when ls.status = 'completed' then o.updated end
        from orders o
        cross join generate_series(1, 1 + o.id % 2) l
        cross join lateral (select case o.status when 'done' then 'completed' when 'sending' then 'sending'
                                    when 'failed' then case when o.reject_reason is null then 'processing'
                                                            else 'refunded' end
                                    else 'processing' end as status) ls
       where o.kind <> 'rokky'`,
  );
  await step(
    "PUBG codes",
    sql`
      insert into pubg_codes (product_id, code, status, issued_at)
      select p.id, 'CODE-' || p.id || '-' || c, case when c % 3 = 0 then 'issued' else 'available' end,
             case when c % 3 = 0 then now() end
        from products p join games g on g.id = p.game_id and g.kind = 'pubg'
        cross join generate_series(1, (p.id * 523) % 6000) c`,
  );
  await step("analyze", sql`analyze`);
}

type Figure = { name: string; run: (db: Db, period: DashboardPeriod) => Promise<unknown> };

const FIGURES: Figure[] = [
  { name: "sales per day and per game (one pass)", run: periodSales },
  { name: "orders by status", run: ordersByStatus },
  { name: "failed deliveries", run: failedDeliveries },
  { name: "stuck deliveries", run: stuckDeliveries },
  { name: "delivery time p50/p95", run: deliveryTimes },
  { name: "low stock (codes per product)", run: () => listPubgStock() },
];
/** The page's whole read (every figure side by side on the pool): shown for reference, not held to the target. */
const WHOLE: Figure = {
  name: "whole dashboard (for reference)",
  run: (_db, p) => getDashboard({ days: p.days }),
};

async function median(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUPS; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

/** A db (and any transaction opened on it) that keeps the statements it is given. */
function recording(target: Db, statements: SQL[]): Db {
  return new Proxy(target, {
    get: (t, prop, receiver) =>
      prop === "execute"
        ? (query: SQL) => {
            statements.push(query);
            return t.execute(query);
          }
        : prop === "transaction"
          ? (fn: (tx: Db) => Promise<unknown>) => t.transaction((tx) => fn(recording(tx as Db, statements)))
          : Reflect.get(t, prop, receiver),
  });
}

/** Runs `figure` once, recording its statements, then prints each one's plan. */
async function explain(db: Db, figure: Figure, period: DashboardPeriod) {
  const statements: SQL[] = [];
  await figure.run(recording(db, statements), period);
  const dialect = new PgDialect();
  await db.transaction(async (tx) => {
    for (const statement of statements) {
      // A read's own settings (SET LOCAL work_mem) apply to the plans shown, as they do to the read.
      if (/^\s*set /i.test(dialect.sqlToQuery(statement).sql)) {
        await tx.execute(statement);
        continue;
      }
      const plan = (await tx.execute(sql`explain (analyze, costs off) ${statement}`)) as unknown as {
        rows: { "QUERY PLAN": string }[];
      };
      console.log(
        `\n── ${figure.name} (${period.days} days)\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`,
      );
    }
  });
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("postgres"))
    throw new Error("DATABASE_URL must name the throw-away PostgreSQL database");
  const handle = await openDatabase(url);
  setProcessDatabase(handle);
  try {
    await migrateDatabase(handle.db);
    console.log(`• Generating ${orderCount} orders…`);
    await generate(handle.db, orderCount);
    const counts = (await handle.db.execute(sql`
      select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines,
             (select count(*) from order_events) as events, (select count(*) from pubg_codes) as codes`)) as unknown as {
      rows: Record<string, string>[];
    };
    const c = counts.rows[0];
    console.log(`• ${c.orders} orders, ${c.lines} lines, ${c.events} events, ${c.codes} PUBG codes`);
    const now = new Date();
    const periods = [await dashboardPeriod(handle.db, 30, now), await dashboardPeriod(handle.db, 90, now)];
    const rows: string[][] = [];
    let isOver = false;
    for (const figure of [...FIGURES, WHOLE]) {
      const medians = [];
      for (const period of periods) medians.push(await median(() => figure.run(handle.db, period)));
      const isWithin = medians.every((ms) => ms <= TARGET_MS);
      if (figure !== WHOLE) isOver ||= !isWithin;
      rows.push([
        figure.name,
        ...medians.map((ms) => ms.toFixed(1)),
        figure === WHOLE ? "—" : isWithin ? "ok" : "OVER",
      ]);
    }
    const head = ["query", "30 days, ms", "90 days, ms", `target ${TARGET_MS} ms`];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
    console.log(`\nDashboard queries, median of ${RUNS} runs on PostgreSQL:\n${line(head)}`);
    for (const r of rows) console.log(line(r));
    if (isExplaining) {
      for (const figure of FIGURES.slice(0, 5)) await explain(handle.db, figure, periods[1]);
    }
    if (isOver) process.exitCode = 1;
  } finally {
    setProcessDatabase(undefined);
    await handle.close();
  }
}

main().catch((err) => {
  console.error("✖ Dashboard bench failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
