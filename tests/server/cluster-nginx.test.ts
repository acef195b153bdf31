// Issue 25: `npm run cluster` runs deploy/nginx/game-store.conf on loopback though the site has a TLS server, a
// redirect server, a default server refusing names on 443, certificate includes and an access log of its own: plain HTTP
// on the cluster's port only, the upstream set to its instances, cache and logs in its folder, and nginx accepts it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { clusterSite, writeNginxConfig } from "../../scripts/lib/cluster-nginx.mjs";

const root = path.resolve(__dirname, "../..");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

/** The shipped site (HTTPS with a redirect server and a default server on 443) as certbot leaves it: its include. */
const withCertbot = (site: string) =>
  site.replace(
    /(ssl_certificate_key [^;]+;)/,
    "$1\n    include /etc/letsencrypt/options-ssl-nginx.conf;\n    ssl_dhparam /etc/letsencrypt/ssl-dhparams.pem;",
  );

describe("the cluster's nginx site", () => {
  const shipped = readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8");
  it("starts from a site with TLS, a redirect server and a default server on 443", () => {
    expect(shipped).toMatch(/listen 443 ssl http2;/);
    expect(shipped).toMatch(/return 301 https:/);
    expect(shipped).toMatch(/listen 443 ssl default_server;/);
  });

  it.each([
    ["as shipped", shipped],
    ["with certbot's additions", withCertbot(shipped)],
  ])("listens on loopback only, upstream and paths its own (%s)", (_, site) => {
    const dir = "/tmp/cluster-x";
    const out = clusterSite(site, { dir, port: 18080, ports: [18081, 18082] });
    expect([...out.matchAll(/^\s*listen\s+([^;]*);/gm)].map((m) => m[1]).sort()).toEqual([
      "127.0.0.1:18080",
      "127.0.0.1:18080 default_server",
    ]);
    expect(out).not.toMatch(/ssl|letsencrypt|443|return 301 https/);
    expect([...out.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1])).toEqual(["18081", "18082"]);
    for (const m of out.matchAll(/(?:access_log|error_log|proxy_cache_path)\s+([^\s;]+)/g))
      expect(m[1].startsWith(`${dir}/`)).toBe(true);
  });

  (nginx ? it.each : it.skip.each)([
    ["as shipped", shipped],
    ["with certbot's additions", withCertbot(shipped)],
  ])("is accepted by nginx -t (%s)", (_, site) => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-cluster-nginx-"));
    try {
      mkdirSync(path.join(dir, "logs"));
      const conf = writeNginxConfig(site, { dir, port: 18080, ports: [18081] });
      const res = spawnSync(nginx!, ["-t", "-c", conf, "-p", dir], { encoding: "utf8" });
      expect({ status: res.status, err: res.status ? res.stderr : "" }).toEqual({ status: 0, err: "" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
