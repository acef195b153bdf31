// `npm test`: every check, in order of speed: types, lint, formatting, jest (unit, component, API on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL), then Playwright journeys in Chromium against `next start`.
import { ensureBuild, ensureDependencies, run } from "./ensure.mjs";

ensureDependencies();
const step = (title) => console.log(`\n━━ ${title}`);

step("Type check");
run("npx", ["tsc", "--noEmit"]);
step("Lint");
run("npx", ["eslint", ".", "--max-warnings=0"]);
step("Formatting");
run("npx", ["prettier", "--check", ".", "--log-level=warn"]);
step("Jest: unit, component and API integration tests");
run("npx", ["jest", "--ci"], { env: { NODE_OPTIONS: "--experimental-vm-modules --no-warnings" } });
step("Build for the browser journeys");
ensureBuild();
step("Playwright journeys (Chromium)");
run("npx", ["playwright", "test"]);
