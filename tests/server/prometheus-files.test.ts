// Issue 25: deploy/prometheus/ scrapes what the store serves and alerts on what it exports. The rules' metric names
// are checked against the store's registry (lib/server/metrics/metrics.ts and server/metrics-endpoint.ts, both
// loaded here); `promtool check` runs too when Debian's prometheus package is installed.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import client from "prom-client";
import { parse } from "yaml";
import "@/lib/server/metrics/metrics";
import { collectProcessMetrics } from "@/server/metrics-endpoint";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
type Rule = { alert: string; expr: string; labels?: object; annotations?: { summary?: string } };

describe("deploy/prometheus", () => {
  const config = parse(read("deploy/prometheus/prometheus.yml"));
  const rules: Rule[] = parse(read("deploy/prometheus/alerts.yml")).groups.flatMap(
    (g: { rules: Rule[] }) => g.rules,
  );

  it("scrapes every instance of the nginx upstream and the worker's METRICS_PORT, with the bearer token", () => {
    const jobs = Object.fromEntries(config.scrape_configs.map((j: { job_name: string }) => [j.job_name, j]));
    const upstream = [
      ...read("deploy/nginx/game-store.conf").matchAll(/server (127\.0\.0\.1:\d+) max_fails/g),
    ].map((m) => m[1]);
    const metricsPort = /^METRICS_PORT=(\d+)$/m.exec(read("deploy/game-store.env.example"))?.[1];
    expect(metricsPort).toBeDefined();
    expect(jobs["game-store-web"].static_configs[0].targets).toEqual(upstream);
    expect(jobs["game-store-worker"].static_configs[0].targets).toEqual([`127.0.0.1:${metricsPort}`]);
    for (const job of ["game-store-web", "game-store-worker"])
      expect(jobs[job].authorization).toEqual({ type: "Bearer", credentials_file: expect.any(String) });
    // Readiness is probed on each instance directly, never through nginx.
    expect(jobs["game-store-ready"].static_configs[0].targets).toEqual(
      upstream.map((a) => `http://${a}/api/health/ready`),
    );
  });

  it("alerts on the required conditions with metrics the store exports", () => {
    collectProcessMetrics();
    const exported = new Set(client.register.getMetricsAsArray().map((m) => m.name));
    expect(exported.size).toBeGreaterThan(10);
    // Prometheus's own series (scrape health and the blackbox exporter's probe), not the store's.
    const fromPrometheus = new Set(["up", "probe_success"]);
    for (const rule of rules) {
      // Label matchers and `by (…)`/`on (…)` groupings hold label names, not metric names: left out.
      const expr = rule.expr.replace(/\{[^}]*\}/g, "{}").replace(/\b(by|on) \([^)]*\)/g, "");
      const names = [...expr.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)]
        .map((m) => m[1])
        .filter((n) => !["unless", "and", "or"].includes(n));
      expect({ alert: rule.alert, names: names.length > 0 }).toEqual({ alert: rule.alert, names: true });
      const unknown = names.filter(
        (n) => !fromPrometheus.has(n) && !exported.has(n.replace(/_(count|sum|bucket)$/, "")),
      );
      expect({ alert: rule.alert, unknown }).toEqual({ alert: rule.alert, unknown: [] });
      expect(rule.annotations?.summary).toBeTruthy();
    }
    const exprs = rules.map((r) => r.expr).join("\n");
    for (const needed of [
      /up\{/,
      /probe_success/,
      /store_job_queue_depth\) > \d+/,
      /unless on \(queue\)/,
      /queue="deliver-order",outcome="failed"/,
      /queue="refund-payment",outcome="failed"/,
      /status=~"5\.\."/,
    ])
      expect(exprs).toMatch(needed);
  });

  const promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((p) => existsSync(p));
  (promtool ? it : it.skip)("passes promtool check", () => {
    execFileSync(promtool!, ["check", "rules", path.join(root, "deploy/prometheus/alerts.yml")]);
  });
});
