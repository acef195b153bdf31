// deploy/nginx/game-store.conf rewritten for `npm run cluster`: plain HTTP on one loopback port, the upstream set
// to the cluster's instances, cache and logs under the cluster's folder. Tolerant of what a production site adds:
// a TLS server (its listen/ssl/http2 lines dropped, the plain server that only redirects to it dropped), a default
// server refusing unknown names on 443 too, certificate includes, log formats and access_log paths.
import { writeFileSync } from "node:fs";
import path from "node:path";

/** Comments out, quotes respected (a `#` inside a quoted regex or header value stays). */
const stripComments = (text) =>
  text
    .split("\n")
    .map((line) => line.replace(/^((?:[^#"']|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')*)#.*$/, "$1"))
    .join("\n");

/** Top-level statements and blocks, as text, each ending with `;` or its closing `}`. */
function topLevel(text) {
  const items = [];
  let depth = 0;
  let start = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" || (c === ";" && depth === 0)) {
      if (c === "}") depth--;
      if (depth === 0) {
        items.push(text.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return items.filter(Boolean);
}

const listens = (block) => [...block.matchAll(/^\s*listen\s+([^;]*);/gm)].map((m) => m[1]);
const isDefaultServer = (block) => listens(block).some((l) => /\bdefault_server\b/.test(l));
const isTlsServer = (block) => listens(block).some((l) => /\b(443|ssl|quic)\b/.test(l));

/** A server block for plain HTTP on 127.0.0.1:port: TLS statements out, one listen in. */
function plainServer(block, port, isDefault) {
  const body = block
    .replace(/^\s*(listen|ssl_[a-z_]+|http2|http3|quic_[a-z_]+)\b[^;]*;[ \t]*\n?/gm, "")
    .replace(/^\s*include\s+[^;]*letsencrypt[^;]*;[ \t]*\n?/gm, "")
    .replace(/^\s*add_header\s+Alt-Svc\b[^;]*;[ \t]*\n?/gim, "");
  const named = isDefault ? body : body.replace(/\bserver_name\s+[^;]*;/, "server_name 127.0.0.1 localhost;");
  return named.replace(
    /^server\s*\{/,
    `server {\n    listen 127.0.0.1:${port}${isDefault ? " default_server" : ""};`,
  );
}

/** The site for the cluster: listening on `port`, upstream `ports`, cache under `dir`, logs under `logs`. */
export function clusterSite(text, { dir, logs = path.join(dir, "logs"), port, ports }) {
  const items = topLevel(stripComments(text));
  const servers = items.filter((i) => /^server\s*\{/.test(i));
  const shopHasTls = servers.some((s) => !isDefaultServer(s) && isTlsServer(s));
  const out = [];
  for (const item of items) {
    if (/^upstream\s+game_store\s*\{/.test(item)) {
      const rest = item.replace(/^\s*server\s+[^;]*;[ \t]*\n?/gm, "");
      const lines = ports.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=10s;`).join("\n");
      out.push(rest.replace(/^upstream\s+game_store\s*\{/, `upstream game_store {\n${lines}`));
    } else if (/^server\s*\{/.test(item)) {
      const isDefault = isDefaultServer(item);
      // With a TLS shop server, the plain one only redirects to it (and answers ACME challenges): not wanted here.
      if (!isDefault && shopHasTls && !isTlsServer(item)) continue;
      out.push(plainServer(item, port, isDefault));
    } else out.push(item);
  }
  return `${out.join("\n\n")}\n`
    .replace(/proxy_cache_path\s+[^\s;]+/g, `proxy_cache_path ${path.join(dir, "cache")}`)
    .replace(/\baccess_log\s+(?!off\b)[^\s;]+/g, `access_log ${path.join(logs, "nginx-access.log")}`)
    .replace(/\berror_log\s+[^\s;]+/g, `error_log ${path.join(logs, "nginx-error.log")}`);
}

/** Writes site.conf and nginx.conf for `nginx -c … -p dir`; answers the nginx.conf path. */
export function writeNginxConfig(siteText, { dir, logs = path.join(dir, "logs"), port, ports }) {
  writeFileSync(path.join(dir, "site.conf"), clusterSite(siteText, { dir, logs, port, ports }));
  return writeMainConfig(dir, logs);
}

/**
 * Writes `dir`/nginx.conf, the main file that includes `dir`/site.conf (pid and temporary files under `dir`, logs
 * under `logs`; run as root, the workers are `nobody`), and answers its path.
 */
export function writeMainConfig(dir, logs) {
  const user = process.getuid?.() === 0 ? "user nobody nogroup;\n" : "";
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${dir}/tmp-${name};\n`)
    .join("");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}worker_processes 2;\npid ${dir}/nginx.pid;\nerror_log ${logs}/nginx-error.log warn;\n` +
      `events { worker_connections 2048; }\nhttp {\n  access_log ${logs}/nginx-access.log;\n${temp}` +
      `  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
  );
  return path.join(dir, "nginx.conf");
}
