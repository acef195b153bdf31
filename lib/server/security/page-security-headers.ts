// The per-request security headers of a page: the nonce CSP (lib/server/security/page-security-policy.ts) and,
// in live mode over HTTPS, HSTS. The headers every answer gets (nosniff, Referrer-Policy, Permissions-Policy)
// come from next.config.mjs (lib/security-headers.mjs).
import { publicOrigin } from "../auth/site-origin";
import { getConfig } from "../config";
import { buildPagePolicy, originOf } from "./page-security-policy";
import { HSTS_VALUE } from "./security-header-rules.mjs";

export const NONCE_HEADER = "x-nonce";

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/**
 * The site is served over HTTPS: its configured origin (SITE_URL) says so. Not the request's X-Forwarded-Proto: a
 * page kept by the page cache goes to every visitor, and a client's `X-Forwarded-Proto: https` stored
 * `upgrade-insecure-requests` that broke every script and style for plain-HTTP visitors (issue 23, item 9).
 */
export function isHttpsSite(): boolean {
  return publicOrigin().startsWith("https:");
}

export function buildPageSecurityHeaders(nonce: string): Record<string, string> {
  const config = getConfig();
  const isHttps = isHttpsSite();
  const isGetpay = Boolean(config.GETPAY_WALLET_ID && config.GETPAY_SECRET);
  const connectOrigins = [
    originOf(process.env.NEXT_PUBLIC_API_BASE),
    originOf(process.env.NEXT_PUBLIC_SENTRY_DSN),
  ];
  const formOrigins = [publicOrigin(), isGetpay ? originOf(config.GETPAY_FORM_URL) : undefined];
  const policy = buildPagePolicy({
    nonce,
    isDev: config.NODE_ENV === "development",
    isHttps,
    connectOrigins: connectOrigins.filter((o): o is string => Boolean(o)),
    formOrigins: formOrigins.filter((o): o is string => Boolean(o)),
  });
  const headers: Record<string, string> = { "Content-Security-Policy": policy };
  // Browsers ignore HSTS over plain HTTP anyway; outside live mode a developer's host name is left alone.
  if (isHttps && config.STORE_MODE === "live") headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}
