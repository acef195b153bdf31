// The provider of a kind of goods: its real adapter when its credentials are configured, else the sandbox (demo
// mode only; live mode never hands a paid order to a sandbox and names what to configure instead).
import { getConfig, type Config } from "../config";
import type { FulfilmentProvider } from "./provider";
import { createKinguinProvider } from "./providers/kinguin-provider";
import { createMoogoldProvider } from "./providers/moogold-provider";
import { createSandboxProvider } from "./providers/sandbox-provider";
import { createSteamTopupProvider } from "./providers/steam-topup-provider";

export type FulfilmentKind = "supply" | "rokky" | "steam";

const REQUIRED = {
  supply: ["MOOGOLD_PARTNER_ID", "MOOGOLD_SECRET_KEY"],
  rokky: ["KINGUIN_API_KEY"],
  steam: ["WATA_DG_TOKEN"],
} as const satisfies Record<FulfilmentKind, readonly (keyof Config)[]>;

const SANDBOX = { supply: "sandbox-supply", rokky: "sandbox-keys", steam: "sandbox-steam" } as const;

export function getFulfilmentProvider(
  kind: FulfilmentKind,
  config: Config = getConfig(),
): FulfilmentProvider {
  const missing = REQUIRED[kind].filter((name) => !config[name]);
  if (missing.length === 0) {
    if (kind === "supply")
      return createMoogoldProvider({
        partnerId: config.MOOGOLD_PARTNER_ID!,
        secretKey: config.MOOGOLD_SECRET_KEY!,
        apiUrl: config.MOOGOLD_API_URL,
      });
    if (kind === "rokky")
      return createKinguinProvider({ apiKey: config.KINGUIN_API_KEY!, apiUrl: config.KINGUIN_API_URL });
    return createSteamTopupProvider({ token: config.WATA_DG_TOKEN!, apiUrl: config.WATA_DG_API_URL });
  }
  if (config.STORE_MODE === "live")
    throw new Error(
      `STORE_MODE=live: no ${kind} fulfilment provider configured, missing: ${missing.join(", ")}`,
    );
  return createSandboxProvider(SANDBOX[kind]);
}
