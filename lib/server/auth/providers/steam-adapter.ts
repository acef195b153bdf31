// Steam: OpenID 2.0. The callback's query string (openid.*) comes in as `code`; we check that it answers
// our return_to and state, then ask Steam itself to confirm the signature (check_authentication).
// With STEAM_API_KEY the persona name and avatar are fetched as well.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider, formBody } from "./provider-fetch";
import { accessDenied, invalidGrant, providerBadGateway } from "./provider-errors";
import { httpsUrlOf, textOf } from "./read-token-answer";

export const STEAM_OPENID_URL = "https://steamcommunity.com/openid/login";
export const STEAM_SUMMARIES_URL = "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/";
const OPENID_NS = "http://specs.openid.net/auth/2.0";
const IDENTIFIER_SELECT = "http://specs.openid.net/auth/2.0/identifier_select";
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
const MUST_BE_SIGNED = [
  "op_endpoint",
  "claimed_id",
  "identity",
  "return_to",
  "response_nonce",
  "assoc_handle",
];

const returnToOf = (redirectUri: string, state: string) =>
  `${redirectUri}?state=${encodeURIComponent(state)}`;

export function createSteamAdapter(apiKey: string | undefined, fetchImpl?: FetchLike): SocialAdapter {
  return {
    provider: "steam",
    isSandbox: false,
    usesPkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(STEAM_OPENID_URL);
      url.search = new URLSearchParams({
        "openid.ns": OPENID_NS,
        "openid.mode": "checkid_setup",
        "openid.return_to": returnToOf(redirectUri, state),
        "openid.realm": new URL(redirectUri).origin,
        "openid.identity": IDENTIFIER_SELECT,
        "openid.claimed_id": IDENTIFIER_SELECT,
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri, state }) {
      const params = new URLSearchParams(code.replace(/^\?/, ""));
      const get = (name: string) => params.get(`openid.${name}`) ?? "";
      if (get("mode") === "cancel") throw accessDenied();
      const signed = get("signed").split(",");
      const steamId = CLAIMED_ID.exec(get("claimed_id"))?.[1];
      const isOurs =
        get("mode") === "id_res" &&
        get("ns") === OPENID_NS &&
        get("op_endpoint") === STEAM_OPENID_URL &&
        get("return_to") === returnToOf(redirectUri, state) &&
        get("identity") === get("claimed_id") &&
        MUST_BE_SIGNED.every((field) => signed.includes(field)) &&
        Boolean(get("sig"));
      if (!isOurs || !steamId)
        throw invalidGrant("Ответ Steam не прошёл проверку. Попробуйте войти ещё раз.");

      const check: Record<string, string> = {};
      for (const [key, value] of params) if (key.startsWith("openid.")) check[key] = value;
      check["openid.mode"] = "check_authentication";
      const answer = await callProvider(
        "steam",
        STEAM_OPENID_URL,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: formBody(check),
        },
        fetchImpl,
      );
      if (answer.status !== 200) throw providerBadGateway("steam");
      // Key-value form: "ns:http://specs.openid.net/auth/2.0\nis_valid:true\n"
      const isValid = answer.text.split("\n").some((line) => line.trim() === "is_valid:true");
      if (!isValid)
        throw invalidGrant("Steam не подтвердил вход: ответ устарел или подделан. Попробуйте ещё раз.");

      const profile = apiKey ? await fetchSteamProfile(apiKey, steamId, fetchImpl) : null;
      return {
        uid: steamId,
        email: null,
        isEmailVerified: false,
        name: profile?.name ?? "",
        avatar: profile?.avatar ?? null,
      };
    },
  };
}

/** Persona name and avatar; optional, so an API failure does not fail the sign-in. */
async function fetchSteamProfile(apiKey: string, steamId: string, fetchImpl?: FetchLike) {
  const url = new URL(STEAM_SUMMARIES_URL);
  url.search = new URLSearchParams({ key: apiKey, steamids: steamId }).toString();
  try {
    const answer = await callProvider("steam", url.toString(), {}, fetchImpl);
    const players = (answer.json?.response as { players?: Record<string, unknown>[] } | undefined)?.players;
    const player = players?.[0];
    return player ? { name: textOf(player.personaname) ?? "", avatar: httpsUrlOf(player.avatarfull) } : null;
  } catch {
    return null;
  }
}
