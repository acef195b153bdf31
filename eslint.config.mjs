import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Links go through SmartLink, which skips prefetching on slow-2g (Next's Link prefetches whatever the connection).
  {
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use SmartLink from components/ui/smart-link.tsx (or Button with href): it skips prefetch on slow-2g.",
            },
          ],
          patterns: [
            {
              group: ["next/dist/client/link", "next/dist/client/app-dir/link"],
              message: "Use SmartLink from components/ui/smart-link.tsx: it skips prefetch on slow-2g.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/ui/smart-link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  // Tests read loosely typed JSON answers on purpose.
  { files: ["tests/**"], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  {
    ignores: [
      ".next*/**",
      "dist/**",
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
