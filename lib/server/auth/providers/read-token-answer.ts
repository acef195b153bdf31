// Reads an OAuth 2 token endpoint's answer (RFC 6749 section 5): the access token, or the right failure.
import { logger } from "../../logger";
import { accessDenied, invalidGrant, providerBadGateway } from "./provider-errors";
import type { ProviderAnswer } from "./provider-fetch";

const CLIENT_ERRORS = new Set([
  "invalid_client",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
]);

/** The token answer's fields; throws 400 for a refused code, 502 for our misconfiguration or nonsense. */
export function readTokenAnswer(
  provider: string,
  answer: ProviderAnswer,
): Record<string, unknown> & { access_token: string } {
  const json = answer.json;
  const error = json?.error;
  // Facebook nests its error: {"error": {"message", "type", "code"}}.
  const errorCode =
    typeof error === "string" ? error : error && typeof error === "object" ? "invalid_grant" : undefined;
  if (errorCode) {
    if (errorCode === "access_denied") throw accessDenied();
    if (CLIENT_ERRORS.has(errorCode)) {
      logger.error({ provider, error: errorCode }, "identity provider refused our client credentials");
      throw providerBadGateway(provider);
    }
    throw invalidGrant();
  }
  if (answer.status >= 400) throw invalidGrant();
  if (!json || typeof json.access_token !== "string" || !json.access_token)
    throw providerBadGateway(provider);
  return json as Record<string, unknown> & { access_token: string };
}

/** A string field of a provider's JSON, or null. */
export const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : typeof value === "number" ? String(value) : null;

/** Only https URLs are kept as avatars. */
export const httpsUrlOf = (value: unknown): string | null => {
  const text = textOf(value);
  return text && /^https:\/\/[^\s"'<>]+$/.test(text) && text.length <= 1024 ? text : null;
};
