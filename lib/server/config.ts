// Server configuration: every environment variable is read and validated here, once.
import { isIPv4, isIPv6 } from "node:net";
import { z } from "zod";
import { StartupError } from "./startup-error";

const boolish = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");

/** Parses "10.0.0.0/8, 192.168.1.7, fd00::/8" into [address, prefix, family]; throws on the first bad entry. */
export function parseCidrList(text: string): [string, number, "ipv4" | "ipv6"][] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [address, bits, extra] = item.split("/");
      const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : undefined;
      const max = family === "ipv4" ? 32 : 128;
      const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!family || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
        throw new Error(`"${item}" is not an IP address or CIDR range (e.g. 10.0.0.0/8, ::1)`);
      }
      return [address, prefix, family];
    });
}

/** An unset or empty variable is undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/** An http(s) URL with a default; an unset or empty variable is the default. */
const optionalUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined))
    .transform((v) => v ?? fallback);

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    STORE_MODE: z.enum(["demo", "live"]).default("demo"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .refine((v) => URL.canParse(v), "is malformed: expected postgres://user:password@host:5432/database")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().min(1).default("./data"),
    SITE_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: boolish,
    // Client addresses: the socket peer, unless it is one of these proxies (then X-Forwarded-For's right-most
    // address they did not add). Hops: how many proxies stand in front; CIDR list: which addresses are proxies.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    TRUSTED_PROXIES: optionalText.superRefine((v, ctx) => {
      try {
        if (v) parseCidrList(v);
      } catch (err) {
        ctx.addIssue({ code: "custom", message: (err as Error).message });
      }
    }),
    // Unpaid orders expire this long after their last payment attempt, releasing promo-code and balance holds.
    ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(30),
    // Live mode refuses to start without a payment provider unless this says it is on purpose.
    PAYMENTS_DISABLED: boolish,
    // No e-mail at all, on purpose: nothing is sent and nothing written to the outbox (live mode without SMTP_URL
    // refuses to start unless this is set: the outbox would keep every mail, PUBG codes included, on disk).
    MAIL_DISABLED: boolish,
    // Operator calls (/api/operator/…, X-Operator-Token); unset: those calls do not exist.
    OPERATOR_TOKEN: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    // Job workers (delivery, e-mail) run in the server process unless off: then `npm run worker` runs them.
    WORKER: z
      .enum(["on", "off", ""])
      .optional()
      .transform((v) => (v === "off" ? "off" : "on")),
    // Accounts: token signing secret (generated and kept in the settings table when unset, demo mode only).
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    ACCESS_TOKEN_LIFETIME: z.coerce
      .number()
      .int()
      .min(60)
      .max(86_400)
      .default(15 * 60),
    REFRESH_TOKEN_LIFETIME: z.coerce
      .number()
      .int()
      .min(3600)
      .max(365 * 86_400)
      .default(30 * 86_400),
    // E-mail: SMTP when set (smtp://user:pass@host:587 with STARTTLS, smtps://... for TLS), otherwise DATA_DIR/outbox.
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z
      .string()
      .min(3)
      .regex(/^[^\r\n]+$/, "must be one line")
      .default("GameCoin <no-reply@localhost>"),
    // Social sign-in: a provider is offered when its credentials are set (sandbox stands in for the rest in demo mode).
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    VK_CLIENT_ID: optionalText,
    VK_CLIENT_SECRET: optionalText,
    VK_ID_CLIENT_ID: optionalText,
    VK_ID_CLIENT_SECRET: optionalText,
    YANDEX_CLIENT_ID: optionalText,
    YANDEX_CLIENT_SECRET: optionalText,
    TELEGRAM_BOT_TOKEN: optionalText.pipe(
      z
        .string()
        .regex(/^\d+:[\w-]+$/, "must look like 123456:ABC-def")
        .optional(),
    ),
    STEAM_ENABLED: boolish,
    STEAM_API_KEY: optionalText,
    // Payments: a real provider is offered when its credentials are set (the sandbox serves demo mode).
    PAYSELECTION_SITE_ID: optionalText,
    PAYSELECTION_SECRET_KEY: optionalText,
    PAYSELECTION_API_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined))
      .transform((v) => (v ?? "https://gw.payselection.com").replace(/\/+$/, "")),
    GETPAY_WALLET_ID: optionalText,
    GETPAY_SECRET: optionalText,
    GETPAY_FORM_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined))
      .transform((v) => v ?? "https://getpay.io/pay"),
    // Fulfilment: a real provider adapter is switched on by its credentials; the sandbox serves demo mode.
    // MooGold (supply channel): partner id and secret key from the MooGold reseller dashboard.
    MOOGOLD_PARTNER_ID: optionalText,
    MOOGOLD_SECRET_KEY: optionalText,
    MOOGOLD_API_URL: optionalUrl("https://moogold.com/wp-json/v1/api/"),
    // Kinguin eCommerce API (Rokky keys): the store's API key; the sandbox gateway has its own key and URL.
    KINGUIN_API_KEY: optionalText,
    KINGUIN_API_URL: optionalUrl("https://gateway.kinguin.net/esa/api"),
    // WATA Digital Goods (Steam top-up from the merchant's deposit): a terminal's access token (JWT).
    WATA_DG_TOKEN: optionalText,
    WATA_DG_API_URL: optionalUrl("https://dg-api.wata.pro/api"),
    // How long a sandbox provider takes to answer; 0 for benchmarks.
    SANDBOX_FULFILMENT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(300),
    // Uploads (Standoff avatars): S3-compatible storage when these are set, otherwise files under DATA_DIR/uploads.
    S3_ENDPOINT: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
        .optional()
        .transform((v) => v?.replace(/\/+$/, "")),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 of a-z, 0-9, '.', '-')")
        .optional(),
    ),
    S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["1", "0", "true", "false", "yes", "no", ""])
      .optional()
      .transform((v) => !(v === "0" || v === "false" || v === "no")),
  })
  .superRefine((c, ctx) => {
    // A provider is configured by a pair of variables: half a pair is a mistake worth naming.
    for (const [a, b] of [
      ["PAYSELECTION_SITE_ID", "PAYSELECTION_SECRET_KEY"],
      ["GETPAY_WALLET_ID", "GETPAY_SECRET"],
      ["MOOGOLD_PARTNER_ID", "MOOGOLD_SECRET_KEY"],
    ] as const) {
      const missing = c[a] && !c[b] ? b : c[b] && !c[a] ? a : null;
      if (missing)
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: `is required with ${missing === a ? b : a}`,
        });
    }
    // S3 storage is all or nothing: a partial set would silently fall back to local files.
    const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    if (s3.some((name) => c[name])) {
      for (const name of s3) {
        if (!c[name])
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `is required for S3 storage: set all of ${s3.join(", ")} or none`,
          });
      }
    }
    if (c.STORE_MODE !== "live") return;
    // Live mode never falls back to generated secrets or the request's Host header (reset links).
    for (const name of ["AUTH_SECRET", "SITE_URL"] as const) {
      if (!c[name])
        ctx.addIssue({ code: "custom", path: [name], message: "is required when STORE_MODE=live" });
    }
  });

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

/** Parses process.env; throws a one-line StartupError whose message names every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new StartupError(`Invalid configuration: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/**
 * Checks that hold at start only (the schema must still parse live settings in tests that switch modes): live mode
 * without any payment provider would open a store nobody can pay in, so it refuses naming what is missing; live
 * mode without a mail transport likewise.
 */
export function checkStartupConfig(c: Config) {
  checkPaymentProvider(c);
  checkMailTransport(c);
}

/**
 * Live mode without SMTP_URL would write every e-mail (reset links, PUBG codes) into DATA_DIR/outbox and send
 * nothing: it refuses, unless MAIL_DISABLED=1 says mail is off on purpose (then nothing is sent or written).
 */
function checkMailTransport(c: Config) {
  if (c.MAIL_DISABLED) {
    console.warn(
      "• MAIL_DISABLED=1: e-mail is off, no message is sent or kept (order codes and reset links reach nobody)",
    );
    return;
  }
  if (c.STORE_MODE !== "live" || c.SMTP_URL) return;
  throw new StartupError(
    "STORE_MODE=live needs a mail transport, missing: SMTP_URL (smtp://user:pass@host:587 or smtps://…; " +
      "MAIL_DISABLED=1 starts without e-mail, sending and keeping nothing)",
  );
}

function checkPaymentProvider(c: Config) {
  if (c.STORE_MODE !== "live" || c.PAYMENTS_DISABLED) return;
  if ((c.PAYSELECTION_SITE_ID && c.PAYSELECTION_SECRET_KEY) || (c.GETPAY_WALLET_ID && c.GETPAY_SECRET))
    return;
  const names = [
    "PAYSELECTION_SITE_ID",
    "PAYSELECTION_SECRET_KEY",
    "GETPAY_WALLET_ID",
    "GETPAY_SECRET",
  ] as const;
  const missing = names.filter((name) => !c[name]).join(", ");
  throw new StartupError(
    `STORE_MODE=live needs a payment provider, missing: ${missing} (set PAYSELECTION_SITE_ID and ` +
      "PAYSELECTION_SECRET_KEY, or GETPAY_WALLET_ID and GETPAY_SECRET; PAYMENTS_DISABLED=1 starts without payments)",
  );
}

export function getConfig(): Config {
  cached ??= readConfig();
  return cached;
}

/** Tests change process.env and read it again. */
export function resetConfigForTests() {
  cached = undefined;
}
