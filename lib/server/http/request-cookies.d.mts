// Types of request-cookies.mjs for the TypeScript that imports it.
export function parseCookieHeader(header: string | null | undefined): Map<string, string>;
export function parseCountryId(value: string | undefined): number | null;
export const RENDERED_COUNTRY_HEADER: "x-store-rendered-country";
export const NO_COUNTRY: "none";
