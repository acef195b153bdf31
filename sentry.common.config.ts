// Settings shared by the browser and server Sentry set-ups: rates from SPEC.md section 1 and a scrubber
// that keeps credentials (auth headers, cookies, tokens, passwords) out of error reports.
import type { BrowserOptions, ErrorEvent } from "@sentry/nextjs";

export const SENTRY_DSN = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
export const SENTRY_ENVIRONMENT = process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || undefined;

export const SENTRY_RATES = {
  sampleRate: 0.002,
  tracesSampleRate: 0.001,
  replaysSessionSampleRate: 0.001,
  replaysOnErrorSampleRate: 0.001,
} as const;

/** No cookies, user info or bodies; headers minus credentials (scrubEvent also filters, as a second line). */
export const SENTRY_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { deny: ["authorization", "cookie", "set-cookie"] }, response: false },
  httpBodies: [],
  databaseQueryData: false,
} satisfies NonNullable<BrowserOptions["dataCollection"]>;

const SECRET_KEY = /authorization|cookie|token|password|secret|^access$|^refresh$|^sign$/i;
const FILTERED = "[Filtered]";

function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      SECRET_KEY.test(key) ? FILTERED : scrubValue(v, depth + 1),
    ]),
  );
}

const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const SECRET_PARAM = /(token|code|sign)=[^&#\s]*/gi;
/** An order's hash as a path segment (/orders/HASH/pay, /api/orders/HASH/details/): it opens the order. */
const ORDER_KEY = /\/[0-9a-f]{32}(?=[/?#\s]|$)/gi;

/** A URL (or text holding one) without what opens something: reset tokens, codes, signatures, order hashes. */
export function scrubUrl(text: string): string {
  return text.replace(SECRET_PARAM, `$1=${FILTERED}`).replace(ORDER_KEY, "/:key");
}

/** Breadcrumbs of navigations and fetches carry URLs (from, to, url) and messages naming them. */
function scrubBreadcrumbs(event: ErrorEvent) {
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubUrl(crumb.message);
    if (!crumb.data) continue;
    for (const key of ["url", "from", "to"])
      if (typeof crumb.data[key] === "string") crumb.data[key] = scrubUrl(crumb.data[key]);
  }
}

export function scrubEvent(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    const request = { ...event.request };
    delete request.cookies;
    if (request.headers) request.headers = scrubValue(request.headers) as Record<string, string>;
    if (request.data !== undefined) request.data = scrubValue(request.data);
    if (typeof request.url === "string") request.url = scrubUrl(request.url);
    if (typeof request.query_string === "string") request.query_string = scrubUrl(request.query_string);
    event.request = request;
  }
  if (event.transaction) event.transaction = scrubUrl(event.transaction);
  scrubBreadcrumbs(event);
  if (event.extra) event.extra = scrubValue(event.extra) as typeof event.extra;
  if (event.contexts) event.contexts = scrubValue(event.contexts) as typeof event.contexts;
  if (event.message) event.message = event.message.replace(JWT_LIKE, FILTERED);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = exception.value.replace(JWT_LIKE, FILTERED);
  }
  return event;
}

/** What both set-ups pass to Sentry.init, their rates and integrations aside. */
export const SENTRY_COMMON_OPTIONS = {
  dsn: SENTRY_DSN,
  environment: SENTRY_ENVIRONMENT,
  dataCollection: SENTRY_DATA_COLLECTION,
  beforeSend: scrubEvent,
};
