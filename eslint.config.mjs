import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Tests read loosely typed JSON answers on purpose.
  { files: ["tests/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      "data/**",
      "lib/server/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
