// The first steps of POST social/{provider}/auth/ and bind/, which take the same callback: the attempt counts
// against the "social" rate limit, then the body's code fields and the attempt's state cookie are read.
import type { NextRequest } from "next/server";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { limitAuthAttempt } from "../auth/auth-rate-limits";
import type { CallbackInput } from "../auth/social/read-social-callback";
import { socialStateCookieName } from "../auth/social/social-state-cookie";

type CallbackBody = { code: string; redirect_uri: string; state?: string; device_id?: string };

export async function readCallbackRequest(
  req: NextRequest,
  provider: SocialProvider,
  body: CallbackBody,
): Promise<{ input: CallbackInput; cookie: string | undefined }> {
  await limitAuthAttempt(req, "social");
  return {
    input: { code: body.code, redirectUri: body.redirect_uri, state: body.state, deviceId: body.device_id },
    cookie: req.cookies.get(socialStateCookieName(provider))?.value,
  };
}
