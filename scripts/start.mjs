// `npm start`: install if missing, build if stale, migrate and seed the database, then serve.
// `npm run dev` (--dev): the same without the production build, served by `next dev`.
import { ensureBuild, ensureDependencies, run } from "./ensure.mjs";

const isDev = process.argv.includes("--dev");

ensureDependencies();
if (!isDev) ensureBuild();
run("npx", ["tsx", "scripts/prepare-db.ts"]);

const port = process.env.PORT ?? "3000";
console.log(`• Serving on http://localhost:${port}`);
run("npx", ["next", isDev ? "dev" : "start", "-p", port], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
