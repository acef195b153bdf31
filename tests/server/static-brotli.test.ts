// Brotli copies of the build's scripts and styles (server/static-brotli.ts) in front of a stand-in for Next: which
// requests get one, that it is the file's exact bytes, and that everything else still goes to the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { acceptsBrotli, createStaticBrotli } from "@/server/static-brotli";
import { buildSecurityHeaderRules } from "@/lib/server/security/security-header-rules.mjs";

const script = `(globalThis.chunks ||= []).push(${JSON.stringify("x".repeat(50) + "абв ".repeat(800))});\n`;

let distDir: string;
let server: http.Server;
let origin: string;
let brotli: ReturnType<typeof createStaticBrotli>;

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${origin}${url}`, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "static-brotli-"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  mkdirSync(path.join(distDir, "static/media"), { recursive: true });
  writeFileSync(path.join(distDir, "static/chunks/app.js"), script);
  writeFileSync(path.join(distDir, "static/chunks/style.css"), `.a{color:red}\n`.repeat(100));
  writeFileSync(path.join(distDir, "static/chunks/tiny.js"), "1");
  writeFileSync(path.join(distDir, "static/media/font.woff2"), "w".repeat(4000));
  writeFileSync(path.join(distDir, "secret.js"), script);
  brotli = createStaticBrotli({ distDir, quality: 5 });
  // The stand-in for Next answers everything it is handed with a marker.
  server = http.createServer((req, res) => {
    if (brotli.serve(req, res)) return;
    res.setHeader("x-answered-by", "app");
    res.end("from the app");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(distDir, { recursive: true, force: true });
});

describe("Accept-Encoding", () => {
  it("accepts br with or without a positive weight, refuses q=0 and its absence", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("BR")).toBe(true);
    expect(acceptsBrotli("gzip, br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("a build script or style", () => {
  const br = { "accept-encoding": "gzip, br" };

  it("goes to the app until its brotli copy is ready, then comes brotli-compressed with the static headers", async () => {
    expect((await get("/_next/static/chunks/app.js", br)).headers["x-answered-by"]).toBe("app");
    await brotli.settled();
    const res = await get("/_next/static/chunks/app.js?dpl=b1", br);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toBe("Accept-Encoding");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    // The security headers next.config.mjs gives every static file, as Next would send them.
    const rules = buildSecurityHeaderRules().filter(
      (r) => (r.source === "/:path*" || r.source === "/_next/static/:path*") && !("has" in r),
    );
    for (const { key, value } of rules.flatMap((r) => r.headers))
      expect({ key, value: res.headers[key.toLowerCase()] }).toEqual({ key, value });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const https = await get("/_next/static/chunks/app.js", { ...br, "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("answers HEAD with the headers only and styles as text/css", async () => {
    await get("/_next/static/chunks/style.css", br);
    await brotli.settled();
    const css = await get("/_next/static/chunks/style.css", br);
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(css.body).toString()).toBe(`.a{color:red}\n`.repeat(100));
    const head = await get("/_next/static/chunks/app.js", br, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("goes to the app for a client without brotli", async () => {
    await brotli.settled();
    const clients: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip" },
      { "accept-encoding": "br;q=0" },
    ];
    for (const headers of clients) {
      const res = await get("/_next/static/chunks/app.js", headers);
      expect(res.headers["x-answered-by"]).toBe("app");
    }
  });
});

describe("what always goes to the app", () => {
  it("leaves tiny files, other kinds of files, missing files, other methods and paths outside the build's static files", async () => {
    const br = { "accept-encoding": "br" };
    const urls = [
      "/_next/static/chunks/tiny.js",
      "/_next/static/media/font.woff2",
      "/_next/static/chunks/missing.js",
      "/_next/static/../secret.js",
      "/_next/static/chunks/..%2f..%2fsecret.js",
      "/_next/static/chunks/%2e%2e/%2e%2e/secret.js",
      "/_next/static//chunks/app.js",
      "/secret.js",
      "/api/games/",
    ];
    for (const url of urls) await get(url, br);
    await brotli.settled();
    for (const url of urls)
      expect({ url, by: (await get(url, br)).headers["x-answered-by"] }).toEqual({ url, by: "app" });
    const post = await get("/_next/static/chunks/app.js", br, "POST");
    expect(post.headers["x-answered-by"]).toBe("app");
  });

  it("keeps no copy beyond its memory budget", async () => {
    const small = createStaticBrotli({ distDir, maxBytes: 10, quality: 5 });
    const req = { method: "GET", url: "/_next/static/chunks/app.js", headers: { "accept-encoding": "br" } };
    const res = { setHeader: jest.fn(), end: jest.fn() };
    expect(small.serve(req as never, res as never)).toBe(false);
    await small.settled();
    expect(small.serve(req as never, res as never)).toBe(false);
    expect(res.end).not.toHaveBeenCalled();
  });
});
