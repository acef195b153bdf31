// deploy/nginx/game-store.conf on loopback, for `npm run cluster` and the tests that run the real nginx: the same
// upstream, cache, request ids, log format, retries and locations, with the production addresses and files replaced.
// Two forms:
// - plain (no `https` option): the HTTPS server becomes a plain HTTP server on `port` and the redirect server is
//   dropped (the cluster and its tests speak HTTP on 127.0.0.1);
// - TLS (`https: { port, certificate, key }`): the site as shipped, with the redirect server on `port`, the shop's
//   and the default server's TLS on `https.port`, and the given certificate.
// Plain ESM so that the .mjs scripts import it; local-nginx.d.mts types it for TypeScript.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The `server { … }` blocks at the top level of a site file, with their text's start and end. */
function serverBlocks(site) {
  const blocks = [];
  for (const m of site.matchAll(/^server \{/gm)) {
    let depth = 0;
    for (let i = m.index; i < site.length; i++) {
      if (site[i] === "{") depth++;
      else if (site[i] === "}" && --depth === 0) {
        blocks.push({ start: m.index, end: i + 1, text: site.slice(m.index, i + 1) });
        break;
      }
    }
  }
  return blocks;
}

/**
 * The site's text for loopback: `port` (HTTP), `upstreamPorts` (one server line each), `dir` (cache and access log),
 * `serverName` (the shop's name; default the cluster's own addresses), `https` (keep TLS, see above).
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
  if (https) {
    return out
      .replace(/listen 80( default_server)?;/g, (_, d) => `listen 127.0.0.1:${port}${d ?? ""};`)
      .replace(/listen 443 ssl/g, () => `listen 127.0.0.1:${https.port} ssl`)
      .replace(/ssl_certificate \S+;/, () => `ssl_certificate ${https.certificate};`)
      .replace(/ssl_certificate_key \S+;/, () => `ssl_certificate_key ${https.key};`);
  }
  // Plain: drop the redirect server (the one that answers `return 301 https://`), serve the shop over HTTP.
  const redirect = serverBlocks(out).find((b) => /return 301 https:/.test(b.text));
  if (redirect) out = out.slice(0, redirect.start) + out.slice(redirect.end).replace(/^\n+/, "");
  return out
    .replace(/^\s*ssl_[a-z_]+ [^;]*;\n/gm, "")
    .replace(/^\s*listen 443 ssl[^;]*;\n/gm, (line) => (/default_server/.test(line) ? "" : line))
    .replace(/listen 443 ssl http2;/, () => `listen 127.0.0.1:${port};`)
    .replace(/listen 80 default_server;/, () => `listen 127.0.0.1:${port} default_server;`);
}

/**
 * Writes `dir`/site.conf (localNginxSite) and `dir`/nginx.conf, the main file that includes it (pid, error log and
 * temporary files under `dir`), and answers the main file's path for `nginx -c FILE -p dir`. Run as root, the
 * workers are `nobody`: `dir` and its cache folder are opened to them.
 */
export function writeLocalNginx(dir, site, options) {
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"), { recursive: true });
  chmodSync(path.join(dir, "cache"), 0o777);
  writeFileSync(path.join(dir, "site.conf"), localNginxSite(site, { dir, ...options }));
  const user = process.getuid?.() === 0 ? "user nobody nogroup;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${dir}/tmp-${name};\n`)
    .join("");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 2048; }\nhttp {\n  access_log off;\n${temp}` +
      `  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
  );
  return path.join(dir, "nginx.conf");
}
