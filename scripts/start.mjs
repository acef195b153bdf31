// `npm start`: install if missing, build if stale, migrate and seed the database, then serve.
// `npm run dev` (--dev): the same without the production build, served in development mode.
// The server (server/serve.ts, TypeScript) runs in this very process, loaded through tsx's loader once the
// dependencies are there, as `node --import tsx server/serve.ts` would run it: Ctrl-C or SIGTERM to `npm start` stops
// it, and no orphaned server keeps the port or the database lock.
// Options: --no-build serves the existing build as it is; --hostname <address> listens there only.
import { ensureBuild, ensureDependencies, importServer, run } from "./ensure.mjs";

const isDev = process.argv.includes("--dev");
const hostnameAt = process.argv.indexOf("--hostname");

ensureDependencies();
if (!isDev && !process.argv.includes("--no-build")) ensureBuild();
// prepare-db prints its own one-line reason (bad configuration, DATA_DIR locked or unusable, database unreachable).
run("npx", ["tsx", "scripts/prepare-db.ts"], { quiet: true });

const { serveUntilSignalled } = await importServer();
await serveUntilSignalled({
  dev: isDev,
  port: Number(process.env.PORT ?? 3000),
  hostname: hostnameAt > 0 ? process.argv[hostnameAt + 1] : undefined,
});
