// @ts-check
import createNextIntlPlugin from "next-intl/plugin";
import { buildSecurityHeaderRules } from "./lib/server/security/security-header-rules.mjs";

// One build id for the server, the client bundle and .next/BUILD_ID; build workers inherit it through the env.
process.env.NEXT_PUBLIC_BUILD_ID ??= `b${Date.now().toString(36)}`;
const buildId = process.env.NEXT_PUBLIC_BUILD_ID;

// Messages are precompiled at build time, so the browser gets no ICU parser (first-load JS budget).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: ["ru"], sourceLocale: "ru", precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Parallel builds (several work trees or test servers at once) may keep their output apart; `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // API paths end with "/" (DRF style) and must answer there without a redirect; pages answer both ways.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // `ANALYZE=1 NEXT_DIST_DIR=.next-analyze next build`: source maps of the browser bundles, to attribute each
  // first-load chunk's bytes to the modules in it (scripts/first-load-modules.mjs).
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
  // `next dev` serves its resources to the host it was started for (localhost); loopback by address works too.
  allowedDevOrigins: ["127.0.0.1"],
  // `npm test` type-checks the whole project (tests included) as its first step; the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "prom-client", "sanitize-html"],
  images: {
    formats: ["image/avif", "image/webp"],
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  generateBuildId: async () => buildId,
  // nosniff, Referrer-Policy, Permissions-Policy everywhere; a deny-all CSP where proxy.ts sets no page CSP.
  headers: async () => buildSecurityHeaderRules(),
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  turbopack: {
    rules: {
      // No legacy polyfills in the browser bundle (issue 13): see lib/build/drop-module-loader.cjs.
      "polyfill-module.js": {
        condition: {
          all: ["browser", { path: /next[\\/]dist[\\/]build[\\/]polyfills[\\/]polyfill-module\.js$/ }],
        },
        loaders: ["./lib/build/drop-module-loader.cjs"],
        as: "*.js",
      },
    },
  },
  experimental: {
    // Turbopack's default CSS chunking put every CSS Module of the app (the console's, checkout's, the sandbox's) in
    // one 80 kB render-blocking file loaded by the root layout. The graph strategy with a low request cost ships each
    // page the styles it uses in a few shared files: home's CSS went from 98 to 47 kB (issue 13).
    cssChunking: { type: "graph", requestCost: 40_000, weightDistribution: 0.5 },
  },
};

export default withNextIntl(nextConfig);
