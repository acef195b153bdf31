// The browser's chosen country of payment lives in a plain cookie: the client may read it, it grants nothing.
export const COUNTRY_COOKIE = "country_id";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function countryCookieOptions(url: URL) {
  return {
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
    sameSite: "lax" as const,
    httpOnly: false,
    secure: url.protocol === "https:",
  };
}
