// Issue 14: what an operator copies from deploy/ stays true: the env template lists every variable the store reads,
// the nginx site passes `nginx -t` (Debian's nginx, when installed), the systemd units start files that exist.
import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Variables validated by lib/server/config.ts, plus those the server entry and worker read themselves. */
function variablesReadByTheStore(): string[] {
  const config = read("lib/server/config.ts");
  const names = [...config.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  return [
    ...new Set([
      ...names,
      "SHUTDOWN_DRAIN_MS",
      "PAGE_CACHE",
      "METRICS_TOKEN",
      "METRICS_PORT",
      "METRICS_HOST",
    ]),
  ].filter((n) => n !== "NODE_ENV");
}

describe("deploy/", () => {
  it("lists every variable in the env template", () => {
    const template = read("deploy/game-store.env.example");
    const listed = new Set([...template.matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const names = variablesReadByTheStore();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => !listed.has(n))).toEqual([]);
  });

  it("has an env template that sh can source, as the README's commands do", () => {
    // systemd's EnvironmentFile and `set -a; . /etc/game-store/env` must read the same values (an unquoted
    // `MAIL_FROM=Shop <no-reply@…>` is fine for systemd and a syntax error for sh).
    const printed = execFileSync(
      "sh",
      ["-c", 'set -a; . "$1"; set +a; printf "%s" "$MAIL_FROM"', "sh", "deploy/game-store.env.example"],
      { cwd: root, encoding: "utf8" },
    );
    expect(printed).toBe("GameCoin <no-reply@shop.example>");
  });

  it("has systemd units that start what exists and wait for readiness", () => {
    const web = read("deploy/systemd/game-store@.service");
    const worker = read("deploy/systemd/game-store-worker.service");
    expect(web).toMatch(/ExecStart=\/usr\/bin\/node scripts\/serve\.mjs --port %i/);
    expect(web).toContain("/api/health/ready");
    expect(web).toContain("Environment=WORKER=off");
    expect(worker).toContain("scripts/worker.ts");
    for (const file of ["scripts/serve.mjs", "scripts/worker.ts"])
      expect(existsSync(path.join(root, file))).toBe(true);
  });

  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  (nginx ? it : it.skip)("has an nginx site that nginx accepts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-"));
    try {
      const site = read("deploy/nginx/game-store.conf").replace(
        /proxy_cache_path \S+/,
        `proxy_cache_path ${path.join(dir, "cache")}`,
      );
      writeFileSync(path.join(dir, "site.conf"), site);
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
      );
      const out = execFileSync(nginx!, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(out).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  (nginx ? it : it.skip)(
    "has an nginx site that closes requests for any other host name unanswered",
    async () => {
      // Issue 23, item 9: a forged Host must not reach the app (nor its caches, nor nginx's own).
      const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-"));
      const freePort = () =>
        new Promise<number>((resolve) => {
          const srv = createServer().listen(0, "127.0.0.1", () => {
            const { port } = srv.address() as { port: number };
            srv.close(() => resolve(port));
          });
        });
      const [port, upstream] = [await freePort(), await freePort()];
      const site = read("deploy/nginx/game-store.conf")
        .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, "cache")}`)
        .replace(/server 127\.0\.0\.1:\d+ /g, `server 127.0.0.1:${upstream} `)
        .replace(/listen 80( default_server)?;/g, `listen 127.0.0.1:${port}$1;`)
        .replace(/\s*listen \[::\]:80( default_server)?;/g, "");
      writeFileSync(path.join(dir, "site.conf"), site);
      const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
        .map((name) => `  ${name}_temp_path ${dir}/tmp-${name};\n`)
        .join("");
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\n` +
          `http {\n  access_log off;\n${temp}  include ${dir}/site.conf;\n}\n`,
      );
      const server = spawn(nginx!, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
      /** The status nginx answers for `host`, or "closed" when it closes the connection without an answer. */
      const ask = (host: string) =>
        new Promise<number | "closed">((resolve, reject) => {
          const req = http.get({
            host: "127.0.0.1",
            port,
            path: "/api/games/?limit=1&q=1",
            headers: { host },
          });
          req.on("response", (res) => {
            res.resume();
            resolve(res.statusCode!);
          });
          req.on("error", (err: NodeJS.ErrnoException) =>
            err.code === "ECONNRESET" || err.message.includes("socket hang up")
              ? resolve("closed")
              : reject(err),
          );
        });
      try {
        for (let i = 0; i < 50; i++) {
          const answer = await ask("shop.example").catch(() => undefined);
          if (answer !== undefined) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        // The shop's name reaches the (here absent) app: nginx answers for it.
        expect(await ask("shop.example")).toBe(502);
        for (const host of ["attacker.invalid", "127.0.0.1", `shop.example.attacker.invalid:${port}`])
          expect({ host, answer: await ask(host) }).toEqual({ host, answer: "closed" });
      } finally {
        server.kill("SIGTERM");
        await new Promise((resolve) => server.once("exit", resolve));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
