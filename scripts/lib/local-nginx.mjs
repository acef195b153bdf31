// deploy/nginx/game-store.conf on loopback WITH its TLS, for the tests of the site as shipped
// (tests/server/nginx-site.test.ts): the same upstream, cache, request ids, log format, retries and locations, the
// redirect server on `port`, the shop's and the default server's TLS on `https.port`, and the given certificate.
// The plain-HTTP form for `npm run cluster` and the process tests is scripts/lib/cluster-nginx.mjs.
// Plain ESM; local-nginx.d.mts types it for TypeScript.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeMainConfig } from "./cluster-nginx.mjs";

/**
 * The site's text for loopback: `port` (HTTP), `upstreamPorts` (one server line each), `dir` (cache and access log),
 * `serverName` (the shop's name; default the loopback addresses), `https` (its port and certificate files).
 */
export function localNginxSite(
  site,
  { port, upstreamPorts, dir, serverName = "127.0.0.1 localhost", https } = {},
) {
  let out = site
    .replace(
      /upstream game_store \{[\s\S]*?keepalive/,
      () =>
        `upstream game_store {\n${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join("\n")}\n    keepalive`,
    )
    .replace(/proxy_cache_path \S+/, () => `proxy_cache_path ${path.join(dir, "cache")}`)
    .replace(/access_log \/var\/log\/nginx\/\S+ /g, () => `access_log ${path.join(dir, "access.log")} `)
    .replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, "")
    .replace(/server_name shop\.example;/g, () => `server_name ${serverName};`);
  return out
    .replace(/listen 80( default_server)?;/g, (_, d) => `listen 127.0.0.1:${port}${d ?? ""};`)
    .replace(/listen 443 ssl/g, () => `listen 127.0.0.1:${https.port} ssl`)
    .replace(/ssl_certificate \S+;/, () => `ssl_certificate ${https.certificate};`)
    .replace(/ssl_certificate_key \S+;/, () => `ssl_certificate_key ${https.key};`);
}

/**
 * Writes `dir`/site.conf (localNginxSite) and `dir`/nginx.conf (cluster-nginx.mjs's main file, logs in `dir`), and
 * answers the main file's path for `nginx -c FILE -p dir`. Run as root, the workers are `nobody`: `dir` and its
 * cache folder are opened to them.
 */
export function writeLocalNginx(dir, site, options) {
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  chmodSync(path.join(dir, "cache"), 0o777);
  writeFileSync(path.join(dir, "site.conf"), localNginxSite(site, { dir, ...options }));
  return writeMainConfig(dir, dir);
}
