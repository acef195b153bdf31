// `npm test`: every check, in order of speed: types, lint, formatting, jest (unit, component, API on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL), then, on the production build, process-level tests of the real server entry
// and Playwright journeys in Chromium, those two side by side.
import { ensureBuild, ensureDependencies, ensureServerBuild, run } from "./ensure.mjs";
import { runSideBySide } from "./lib/run-side-by-side.mjs";

ensureDependencies();
// Each stage's wall time, printed as the next one starts and at the end, so a slow CI run shows where it went.
const started = Date.now();
let stage = { title: "", at: started };
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const endStage = () => {
  if (stage.title) console.log(`\n⏱ ${stage.title}: ${minutes(Date.now() - stage.at)}`);
};
// On exit, also when a stage failed (run() exits with its status).
process.on("exit", () => {
  endStage();
  console.log(`⏱ npm test: ${minutes(Date.now() - started)} in all`);
});
const step = (title) => {
  endStage();
  stage = { title, at: Date.now() };
  console.log(`\n━━ ${title}`);
};

step("Type check");
run("npx", ["tsc", "--noEmit"]);
step("Lint");
run("npx", ["eslint", ".", "--max-warnings=0"]);
step("Import cycles and layers (dependency-cruiser)");
run("npm", ["run", "--silent", "lint:deps"]);
step("Unused files and exports (knip, knip.jsonc)");
run("npx", ["knip"]);
step("Formatting");
run("npx", ["prettier", "--check", ".", "--log-level=warn"]);
step("Jest: unit, component and API integration tests");
const jestEnv = { env: { NODE_OPTIONS: "--experimental-vm-modules --no-warnings" } };
// Two workers even on two cores: a file spends much of its time waiting (PostgreSQL, a spawned script, a copied
// database), and one worker left the second core idle. Measured on the 2-core machine, in a clean clone with
// TEST_DATABASE_URL set: 24.3 min with two workers against 35 with one (jest's default there), peak RSS 2.9 GB.
run("npx", ["jest", "--ci", "--maxWorkers=2", "--selectProjects", "server", "components"], jestEnv);
step("Build for the process tests and browser journeys");
ensureBuild();
await ensureServerBuild();
step("Process-level tests and Playwright journeys, side by side");
// Side by side: each alone left much of the second core idle (waiting on started servers, PostgreSQL, the browser),
// and they share nothing but the build (each its own ports and data directories). Measured on the 2-core machine
// in a clean clone: 12.8 + 12.8 min one after the other, 15.7 min side by side, both passing.
await runSideBySide([
  {
    // One file at a time: each starts real servers, and the machine may have only two cores.
    title: "Jest: process-level tests of the server entry (server/serve.ts, scripts/start.mjs)",
    cmd: "npx",
    args: ["jest", "--ci", "--selectProjects", "process", "--runInBand"],
    ...jestEnv,
  },
  { title: "Playwright journeys (Chromium)", cmd: "npx", args: ["playwright", "test"] },
]);
