import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// msw >= 2.13 depends on ESM-only packages; next/jest leaves node_modules untransformed, so let SWC compile these.
const ESM_ONLY = ["jose", "rettime", "until-async", "@open-draft", "@scure", "@noble"];
const transformEsmOnly = (project) => ({
  ...project,
  transformIgnorePatterns: project.transformIgnorePatterns.map((p) =>
    p.replace("(?!(", `(?!(${ESM_ONLY.join("|")}|`),
  ),
});

const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/.next/", "/dist/"],
};

/** @type {import("jest").Config} */
const config = {
  // A global option (jest ignores it inside a project): a fresh database per file (migrate, seed, the demo orders
  // placed through the services) takes seconds, and up to half a minute on a 2-core machine that is busy with
  // something else (a file's start-up hook timed out at 30 s there). Process tests set longer ones.
  testTimeout: 60_000,
  // One seeded database of each kind per run and worker, copied for every file (tests/helpers/test-db.ts).
  globalSetup: "<rootDir>/tests/helpers/jest-run-setup.mjs",
  globalTeardown: "<rootDir>/tests/helpers/jest-run-teardown.mjs",
  projects: [
    // API integration and server unit tests: real route handlers on a fresh PGlite (and PostgreSQL when configured).
    transformEsmOnly(
      await createJestConfig({
        ...common,
        displayName: "server",
        testEnvironment: "node",
        testMatch: [
          "<rootDir>/tests/api/**/*.test.ts",
          "<rootDir>/tests/server/**/*.test.ts",
          "<rootDir>/tests/client/**/*.test.ts",
        ],
      })(),
    ),
    // Process-level tests: the real server entry on a production build (scripts/test.mjs runs them after building).
    transformEsmOnly(
      await createJestConfig({
        ...common,
        displayName: "process",
        testEnvironment: "node",
        testMatch: ["<rootDir>/tests/process/**/*.test.ts"],
      })(),
    ),
    // Component tests in jsdom.
    transformEsmOnly(
      await createJestConfig({
        ...common,
        displayName: "components",
        testEnvironment: "jsdom",
        setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-dom-setup.ts"],
        testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
      })(),
    ),
  ],
};

export default config;
