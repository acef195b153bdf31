// Issue 25: deploy/nginx/game-store.conf run by the real nginx (Debian's, when installed) in front of two fake app
// instances: nginx accepts the site as shipped given a certificate; HTTPS with a redirect and one HSTS header; unknown
// names refused on 80 and 443; one request id per request (the client's when well-formed), passed on, returned,
// logged as JSON; the app's 503s (readiness polled through nginx, orders while the database is away) never mark an
// instance dead; pages are not queued behind each other by the cache lock.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeLocalNginx } from "../../scripts/lib/local-nginx.mjs";
import { selfSignedCertificate } from "../../scripts/lib/self-signed-certificate.mjs";

const root = path.resolve(__dirname, "../..");
const site = readFileSync(path.join(root, "deploy/nginx/game-store.conf"), "utf8");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const run = nginx ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

type Answer = { status: number; headers: Record<string, string[]>; body: string };
/** A request to nginx; `headers` holds every value of each header (a repeated header shows twice). */
function ask(
  port: number,
  { path: p = "/", host = "shop.example", method = "GET", headers = {}, tls = false } = {},
) {
  return new Promise<Answer | "closed">((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path: p, method, headers: { host, ...headers } };
    const req = tls
      ? https.request({ ...options, servername: host, rejectUnauthorized: false, agent: false })
      : http.request({ ...options, agent: false });
    req.on("response", (res) => {
      const all: Record<string, string[]> = {};
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        (all[res.rawHeaders[i].toLowerCase()] ??= []).push(res.rawHeaders[i + 1]);
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: all, body }));
    });
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "ECONNRESET" || /socket hang up|alert|handshake/i.test(err.message)
        ? resolve("closed")
        : reject(err),
    );
    req.end();
  });
}
const answered = (a: Answer | "closed") => {
  if (a === "closed") throw new Error("nginx closed the connection");
  return a;
};

/** A fake instance: echoes the request id it got; 503 for readiness and orders (the database is away). */
function fakeInstance(port: number) {
  const server = http.createServer((req, res) => {
    const id = String(req.headers["x-request-id"] ?? "");
    const json = (status: number, body: object, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "x-request-id": id,
        "strict-transport-security": "max-age=31536000",
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? "/";
    if (url.startsWith("/api/health/ready")) return json(503, { status: "unavailable" });
    if (url.startsWith("/api/orders/"))
      return json(503, { code: "database_unavailable" }, { "retry-after": "5" });
    if (url.startsWith("/api/games/"))
      return json(200, { seenId: id, port }, { "cache-control": "public, max-age=0, s-maxage=30" });
    if (url.startsWith("/games/")) {
      setTimeout(() => {
        res.writeHead(200, { "content-type": "text/html", "cache-control": "private, no-cache" });
        res.end(`<p>${id}</p>`);
      }, 300);
      return;
    }
    json(200, { seenId: id, port });
  });
  return new Promise<http.Server>((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

run("the nginx site", () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let instances: http.Server[] = [];
  let httpPort: number;
  let httpsPort: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "store-nginx-site-"));
    const tls = selfSignedCertificate(dir, "shop.example");
    const upstreamPorts = [await freePort(), await freePort()];
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    instances = await Promise.all(upstreamPorts.map(fakeInstance));
    const conf = writeLocalNginx(dir, site, {
      port: httpPort,
      upstreamPorts,
      serverName: "shop.example",
      https: { port: httpsPort, ...tls },
    });
    server = spawn(nginx!, ["-c", conf, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
    for (let i = 0; i < 100; i++) {
      if ((await ask(httpsPort, { tls: true, path: "/x" }).catch(() => "closed")) !== "closed") break;
      await sleep(100);
    }
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await Promise.all(instances.map((s) => new Promise((r) => s.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("is accepted by nginx -t as shipped, given its certificate files", () => {
    const shipped = site
      .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "cache")}`)
      .replace(/access_log \S+/, `access_log ${path.join(dir, "shipped.log")}`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${path.join(dir, "cert.pem")};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${path.join(dir, "key.pem")};`);
    expect(shipped).toMatch(/listen 443 ssl http2;[\s\S]*ssl_protocols TLSv1\.2 TLSv1\.3;/);
    writeFileSync(path.join(dir, "shipped.conf"), shipped);
    writeFileSync(
      path.join(dir, "shipped-main.conf"),
      `pid ${dir}/t.pid;\nerror_log ${dir}/t.log;\nevents {}\nhttp {\n  include ${dir}/shipped.conf;\n}\n`,
    );
    const out = execFileSync(nginx!, ["-t", "-q", "-c", path.join(dir, "shipped-main.conf"), "-p", dir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(out).toBe("");
  });

  it("redirects HTTP to HTTPS and sends one HSTS header over HTTPS", async () => {
    const redirect = answered(await ask(httpPort, { path: "/games/1?x=1" }));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toEqual(["https://shop.example/games/1?x=1"]);
    const page = answered(await ask(httpsPort, { tls: true, path: "/info" }));
    expect(page.status).toBe(200);
    expect(page.headers["strict-transport-security"]).toEqual(["max-age=31536000"]);
  });

  it("refuses any other host name on 80 and 443", async () => {
    for (const host of ["attacker.invalid", "127.0.0.1", "shop.example.attacker.invalid"]) {
      expect({ host, http: await ask(httpPort, { host }) }).toEqual({ host, http: "closed" });
      // The TLS handshake itself is refused (ssl_reject_handshake): no certificate, no answer.
      expect({ host, https: await ask(httpsPort, { host, tls: true }) }).toEqual({ host, https: "closed" });
    }
  });

  it("keeps a well-formed client request id, replaces others, and answers each request with its own", async () => {
    const sent = "client-id_0123.abc";
    const kept = answered(
      await ask(httpsPort, { tls: true, path: "/info", headers: { "x-request-id": sent } }),
    );
    expect(kept.headers["x-request-id"]).toEqual([sent]);
    expect(JSON.parse(kept.body).seenId).toBe(sent);
    for (const bad of ["short", "has space in it", "x".repeat(129), "semi;colon-123"]) {
      const replaced = answered(
        await ask(httpsPort, { tls: true, path: "/info", headers: { "x-request-id": bad } }),
      );
      const [id] = replaced.headers["x-request-id"];
      expect({ bad, id }).toEqual({ bad, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(JSON.parse(replaced.body).seenId).toBe(id);
    }
    // A cached list answers with the id of the request it answers, not the one that filled the cache.
    const filled = answered(
      await ask(httpsPort, {
        tls: true,
        path: "/api/games/?ids",
        headers: { "x-request-id": "filler-0001" },
      }),
    );
    const hit = answered(
      await ask(httpsPort, {
        tls: true,
        path: "/api/games/?ids",
        headers: { "x-request-id": "second-0002" },
      }),
    );
    expect([filled.headers["x-cache-status"], hit.headers["x-cache-status"]]).toEqual([["MISS"], ["HIT"]]);
    expect(hit.headers["x-request-id"]).toEqual(["second-0002"]);
    // The access log: one JSON line per request with the id, status and upstream timing.
    await sleep(200);
    const lines = readFileSync(path.join(dir, "access.log"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.find((l) => l.requestId === sent)).toEqual(
      expect.objectContaining({
        status: 200,
        path: "/info",
        requestTime: expect.any(Number),
        upstreamAddr: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        upstreamResponseTime: expect.stringMatching(/^\d+\.\d{3}$/),
      }),
    );
  });

  it("logs order hashes masked as :key, as the app's own log does, and keeps other paths as they are", async () => {
    const hash = "0123456789abcdef0123456789ABCDEF";
    const paths = {
      "hash-page-0001": [`/orders/${hash}`, "/orders/:key"],
      "hash-api-00002": [`/api/orders/status/${hash}/?x=${hash}`, "/api/orders/status/:key/"],
      "hash-twice-003": [`/a/${hash}/b/${hash.toLowerCase()}`, "/a/:key/b/:key"],
      "not-a-hash-004": [`/orders/${hash}0`, `/orders/${hash}0`],
      "not-a-hash-005": ["/games/123", "/games/123"],
    };
    for (const [id, [sent]] of Object.entries(paths))
      answered(await ask(httpsPort, { tls: true, path: sent, headers: { "x-request-id": id } }));
    await sleep(200);
    const log = readFileSync(path.join(dir, "access.log"), "utf8");
    const lines = log
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    for (const [id, [, logged]] of Object.entries(paths))
      expect({ id, path: lines.find((l) => l.requestId === id)?.path }).toEqual({ id, path: logged });
    // The hash is nowhere in the log but in the one path that is not a hash segment.
    expect(log.split(hash).length - 1).toBe(1);
    expect(log).not.toContain(hash.toLowerCase());
  });

  it("never marks an instance dead for the app's 503s (readiness polled through nginx, orders)", async () => {
    // Both instances answer 503 to readiness and orders, as with the database away: nginx passes those on and
    // keeps both instances in rotation (counting them would end in 502 "no live upstreams" for everything).
    for (let i = 0; i < 12; i++) {
      const ready = answered(await ask(httpsPort, { tls: true, path: "/api/health/ready" }));
      const order = answered(await ask(httpsPort, { tls: true, path: "/api/orders/pubg/", method: "POST" }));
      expect([ready.status, order.status]).toEqual([503, 503]);
      expect(order.headers["retry-after"]).toEqual(["5"]);
    }
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(answered(await ask(httpsPort, { tls: true, path: "/info" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("does not queue requests for the same page behind each other", async () => {
    // The fake page takes 300 ms and is private: with the cache lock, each request waited for the one before it.
    const started = Date.now();
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => ask(httpsPort, { tls: true, path: "/games/1" })),
    );
    expect(pages.map((p) => answered(p).status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
