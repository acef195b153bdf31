// `npm start`: install if missing, build if stale, migrate and seed the database, then serve.
// `npm run dev` (--dev): the same without the production build, served in development mode.
// The server (server/serve.ts, compiled to dist/serve.cjs by scripts/build-server.mjs when stale) runs in this very
// process, as `node dist/serve.cjs` would run it: Ctrl-C or SIGTERM to `npm start` stops it, and no orphaned server
// keeps the port or the database lock.
// Options: --no-build serves Next's existing build as it is; --hostname <address> listens there only.
import { ensureBuild, ensureDependencies, ensureServerBuild, importServer, runCompiled } from "./ensure.mjs";

const isDev = process.argv.includes("--dev");
const hostnameAt = process.argv.indexOf("--hostname");

ensureDependencies();
if (!isDev && !process.argv.includes("--no-build")) ensureBuild();
// prepare-db prints its own one-line reason (bad configuration, DATA_DIR locked or unusable, database unreachable).
await ensureServerBuild();
runCompiled("prepare-db", { quiet: true });

const { serveUntilSignalled } = importServer();
await serveUntilSignalled({
  dev: isDev,
  port: Number(process.env.PORT ?? 3000),
  hostname: hostnameAt > 0 ? process.argv[hostnameAt + 1] : undefined,
});
