// @ts-check
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // API paths end with "/" (DRF style) and must answer there without a redirect; pages answer both ways.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "sanitize-html"],
  images: { formats: ["image/avif", "image/webp"], dangerouslyAllowSVG: true, contentDispositionType: "inline", contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;" },
  env: { NEXT_PUBLIC_BUILD_ID: process.env.NEXT_PUBLIC_BUILD_ID ?? "" },
};

export default withNextIntl(nextConfig);
