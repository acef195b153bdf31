// The framework's floor for issue 13's page figures: an App Router application of one page with a heading and a
// paragraph, no client component, built with this project's own Next.js and React (node_modules linked) and served by
// Next's own request handler with the store's brotli for the build's scripts and styles (server/static-brotli.ts), as
// server/serve.ts serves the store. `npm run bench` measures its first-load JS and Lighthouse beside the
// storefront's, in the same run, so what Next and React ship on their own is never mistaken for the store's weight.
// It also has one route handler, POST /api/orders/pubg/ (read the JSON body, answer 201), the floor for order
// creation. Alone: node scripts/empty-next-app.mjs [--port 3320]   (builds, serves until Ctrl-C)
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

const FILES = {
  "package.json": JSON.stringify({ name: "empty-next-app", private: true }),
  // The app lives outside the project, so Turbopack's root must hold both it and the linked node_modules.
  // skipTrailingSlashRedirect as the store has it: its API paths end in "/" (DRF), which Next would otherwise
  // redirect (308) rather than route.
  "next.config.mjs": `export default { turbopack: { root: "/" }, poweredByHeader: false, skipTrailingSlashRedirect: true };\n`,
  "app/layout.jsx": `export default function Layout({ children }) {
  return (
    <html lang="ru">
      <body>{children}</body>
    </html>
  );
}
`,
  // The same compression as the store's entry, so Lighthouse compares like with like.
  "server.mjs": `import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";
import next from "next";

// Required through tsx's loader (node --import tsx), which runs the store's TypeScript as CommonJS.
const { createStaticBrotli } = createRequire(import.meta.url)(${JSON.stringify(path.join(root, "server/static-brotli.ts"))});

const port = Number(process.argv[2]);
const app = next({ dev: false, dir: process.cwd(), hostname: "127.0.0.1", port });
await app.prepare();
const handle = app.getRequestHandler();
const brotli = createStaticBrotli({ distDir: path.join(process.cwd(), ".next") });
http
  .createServer((req, res) => {
    if (!brotli.serve(req, res)) void handle(req, res);
  })
  .listen(port, "127.0.0.1");
`,
  // The framework's floor for order creation: a route handler that reads a JSON body and answers 201 with JSON,
  // nothing else (no database, no validation), at the store's order path.
  "app/api/orders/pubg/route.js": `export async function POST(request) {
  const order = await request.json();
  return Response.json({ id: 1, status: "created", ...order }, { status: 201 });
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Пустая страница Next.js</h1>
      <p>Ни одного клиентского компонента: только то, что фреймворк отправляет сам.</p>
    </main>
  );
}
`,
};

async function waitFor(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Builds the empty app in a temporary directory and serves it on 127.0.0.1:`port`; `stop()` removes it all. */
export async function startEmptyNextApp({ port = 3320 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "empty-next-app-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, env, encoding: "utf8" });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the empty Next.js app did not build:\n${build.stdout}\n${build.stderr}`);
  }
  // tsx's loader (the linked node_modules) for the store's TypeScript brotli module.
  const app = spawn(process.execPath, ["--import", "tsx", "server.mjs", String(port)], {
    cwd: dir,
    env,
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise((resolve) => app.once("exit", resolve));
  const stop = async () => {
    if (app.exitCode === null && app.signalCode === null) {
      process.kill(-app.pid, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    routes: [{ name: "empty Next.js page (baseline)", path: "/" }],
    /** The empty route handler beside the store's POST /api/orders/pubg/. */
    orderPath: "/api/orders/pubg/",
    stop,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--port");
  const app = await startEmptyNextApp({ port: i > 0 ? Number(process.argv[i + 1]) : 3320 });
  console.log(`empty Next.js app on ${app.origin} (Ctrl-C stops and removes it)`);
  const quit = () => void app.stop().then(() => process.exit(0));
  process.once("SIGINT", quit);
  process.once("SIGTERM", quit);
}
