// The sandbox provider checks an authorise request like a real one: known provider, a state, an S256
// challenge, and a redirect_uri that is this site's /auth/{provider}/redirect (the sandbox is no open redirect).
import { z } from "zod";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { socialProviderSchema } from "@/lib/schemas/auth/social";
import { isAllowedRedirectUri } from "../social/check-redirect-uri";

const sandboxRequestSchema = z.object({
  provider: socialProviderSchema,
  state: z.string().min(1).max(512),
  redirect_uri: z.string().max(2048),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code_challenge_method: z.literal("S256"),
});

export type SandboxRequest = {
  provider: SocialProvider;
  state: string;
  redirectUri: string;
  codeChallenge: string;
};

export function readSandboxRequest(input: Record<string, unknown>, requestUrl: URL): SandboxRequest | null {
  const parsed = sandboxRequestSchema.safeParse(input);
  if (!parsed.success) return null;
  const { provider, state, redirect_uri: redirectUri, code_challenge: codeChallenge } = parsed.data;
  if (!isAllowedRedirectUri(redirectUri, provider, requestUrl)) return null;
  return { provider, state, redirectUri, codeChallenge };
}
