// Writes (or, with null, clears) the social sign-in cookie on a response.
import type { NextResponse } from "next/server";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { secureCookieOptions } from "../auth/cookie-options";
import {
  SOCIAL_STATE_TTL_SEC,
  socialStateCookieName,
  socialStateCookiePath,
} from "../auth/social/social-state-cookie";

export function setSocialStateCookie(
  res: NextResponse,
  provider: SocialProvider,
  requestUrl: URL,
  sealed: string | null,
) {
  const options = secureCookieOptions(
    requestUrl,
    socialStateCookiePath(provider),
    sealed ? SOCIAL_STATE_TTL_SEC : 0,
  );
  res.cookies.set(socialStateCookieName(provider), sealed ?? "", options);
  return res;
}
