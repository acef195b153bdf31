// Telegram Login: no code exchange. The widget's data (id, names, photo_url, auth_date, hash) is signed with
// HMAC-SHA256 under SHA256(bot token); we recompute it and compare in constant time.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { SocialAdapter } from "./social-adapter";
import { invalidGrant } from "./provider-errors";
import { httpsUrlOf, textOf } from "./read-token-answer";
import { authNow } from "../clock";

export const TELEGRAM_AUTH_URL = "https://oauth.telegram.org/auth";
/** Older widget data is refused: a leaked login link cannot be replayed for long. */
export const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The widget data as posted: a query string, JSON, or the base64 tgAuthResult of the redirect flow. */
export function parseTelegramData(code: string): Record<string, string> | null {
  const text = code
    .trim()
    .replace(/^[?#]/, "")
    .replace(/^tgAuthResult=/, "");
  let raw: unknown;
  try {
    if (text.startsWith("{")) raw = JSON.parse(text);
    else if (/(^|&)hash=/.test(text)) raw = Object.fromEntries(new URLSearchParams(text));
    else raw = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === "string" || typeof value === "number") out[key] = String(value);
  }
  return out;
}

export function checkTelegramHash(data: Record<string, string>, botToken: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(data.hash ?? "")) return false;
  const checkString = Object.keys(data)
    .filter((k) => k !== "hash")
    .sort()
    .map((k) => `${k}=${data[k]}`)
    .join("\n");
  const secret = createHash("sha256").update(botToken).digest();
  const expected = createHmac("sha256", secret).update(checkString).digest();
  return timingSafeEqual(expected, Buffer.from(data.hash, "hex"));
}

export function createTelegramAdapter(botToken: string): SocialAdapter {
  return {
    provider: "telegram",
    isSandbox: false,
    usesPkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(TELEGRAM_AUTH_URL);
      url.search = new URLSearchParams({
        bot_id: botToken.split(":")[0],
        origin: new URL(redirectUri).origin,
        request_access: "write",
        return_to: `${redirectUri}?state=${encodeURIComponent(state)}`,
      }).toString();
      return url.toString();
    },
    async exchange({ code }) {
      const data = parseTelegramData(code);
      if (!data || !checkTelegramHash(data, botToken)) {
        throw invalidGrant("Данные входа через Telegram не прошли проверку. Попробуйте ещё раз.");
      }
      const authDate = Number(data.auth_date);
      const age = authNow().getTime() / 1000 - authDate;
      if (!Number.isFinite(authDate) || age > TELEGRAM_MAX_AGE_SECONDS || age < -300) {
        throw invalidGrant("Данные входа через Telegram устарели. Войдите ещё раз.");
      }
      const uid = textOf(data.id);
      if (!uid || !/^\d{1,20}$/.test(uid)) throw invalidGrant();
      const name =
        [textOf(data.first_name), textOf(data.last_name)].filter(Boolean).join(" ") ||
        textOf(data.username) ||
        "";
      return { uid, email: null, isEmailVerified: false, name, avatar: httpsUrlOf(data.photo_url) };
    },
  };
}
