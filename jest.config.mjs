import nextJest from "next/jest.js";


const createJestConfig = nextJest({ dir: "./" });

const common = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/.next/"],
};

/** @type {import("jest").Config} */
const config = {
  projects: [
    // API integration and server unit tests: real route handlers on a fresh PGlite (and PostgreSQL when configured).
    await createJestConfig({
      ...common,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/api/**/*.test.ts", "<rootDir>/tests/server/**/*.test.ts", "<rootDir>/tests/client/**/*.test.ts"],
    })(),
    // Component tests in jsdom.
    await createJestConfig({
      ...common,
      displayName: "components",
      testEnvironment: "jsdom",
      setupFilesAfterEnv: ["<rootDir>/tests/helpers/jest-dom-setup.ts"],
      testMatch: ["<rootDir>/tests/components/**/*.test.tsx"],
    })(),
  ],
};

export default config;
