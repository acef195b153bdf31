// Which adapter serves a provider: the real one when its credentials are configured; otherwise, in demo
// mode only, the local sandbox; otherwise none (the provider is not offered).
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getConfig } from "../../config";
import { createFacebookAdapter } from "./facebook-adapter";
import { createGoogleAdapter } from "./google-adapter";
import { createSandboxAdapter } from "./sandbox-adapter";
import type { SocialAdapter } from "./social-adapter";
import { createSteamAdapter } from "./steam-adapter";
import { createTelegramAdapter } from "./telegram-adapter";
import { createVkAdapter } from "./vk-adapter";
import { createVkIdAdapter } from "./vk-id-adapter";
import { createYandexAdapter } from "./yandex-adapter";

function createRealAdapter(provider: SocialProvider): SocialAdapter | null {
  const c = getConfig();
  switch (provider) {
    case "google":
      return c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? createGoogleAdapter(c.GOOGLE_CLIENT_ID, c.GOOGLE_CLIENT_SECRET)
        : null;
    case "yandex":
      return c.YANDEX_CLIENT_ID && c.YANDEX_CLIENT_SECRET
        ? createYandexAdapter(c.YANDEX_CLIENT_ID, c.YANDEX_CLIENT_SECRET)
        : null;
    case "facebook":
      return c.FACEBOOK_CLIENT_ID && c.FACEBOOK_CLIENT_SECRET
        ? createFacebookAdapter(c.FACEBOOK_CLIENT_ID, c.FACEBOOK_CLIENT_SECRET)
        : null;
    case "vk":
      return c.VK_CLIENT_ID && c.VK_CLIENT_SECRET
        ? createVkAdapter(c.VK_CLIENT_ID, c.VK_CLIENT_SECRET)
        : null;
    case "vk_id":
      // A VK ID app may be a public client (PKCE only): the secret is optional.
      return c.VK_ID_CLIENT_ID ? createVkIdAdapter(c.VK_ID_CLIENT_ID, c.VK_ID_CLIENT_SECRET) : null;
    case "steam":
      // OpenID needs no credentials: STEAM_ENABLED (or an API key, for names and avatars) switches it on.
      return c.STEAM_ENABLED || c.STEAM_API_KEY ? createSteamAdapter(c.STEAM_API_KEY) : null;
    case "telegram":
      return c.TELEGRAM_BOT_TOKEN ? createTelegramAdapter(c.TELEGRAM_BOT_TOKEN) : null;
  }
}

export function getSocialAdapter(provider: SocialProvider, origin: string): SocialAdapter | null {
  return (
    createRealAdapter(provider) ??
    (getConfig().STORE_MODE === "demo" ? createSandboxAdapter(provider, origin) : null)
  );
}
