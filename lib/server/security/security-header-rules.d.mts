// Types of security-header-rules.mjs for the TypeScript that imports it (tests).
type HeaderRule = {
  source: string;
  has?: { type: "header"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

export const PERMISSIONS_POLICY: string;
export const COMMON_SECURITY_HEADERS: { key: string; value: string }[];
export const NON_PAGE_CONTENT_SECURITY_POLICY: string;
export const NON_PAGE_SOURCES: string[];
export const HSTS_VALUE: string;
export function buildSecurityHeaderRules(): HeaderRule[];
