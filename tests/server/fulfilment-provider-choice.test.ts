// Which fulfilment provider serves a kind: real adapters by their credentials, sandboxes in demo mode only.
import { readConfig } from "@/lib/server/config";
import { getFulfilmentProvider } from "@/lib/server/fulfilment/get-fulfilment-provider";

it("serves sandboxes in demo mode and the real adapters when configured", () => {
  const demo = readConfig({ NODE_ENV: "test" });
  expect(demo.SANDBOX_FULFILMENT_DELAY_MS).toBe(300);
  expect(["supply", "rokky", "steam"].map((k) => getFulfilmentProvider(k as "supply", demo).name)).toEqual([
    "sandbox-supply",
    "sandbox-keys",
    "sandbox-steam",
  ]);
  expect(getFulfilmentProvider("supply", demo).lookupPlayer).toBeDefined();
  const live = readConfig({
    NODE_ENV: "test",
    MOOGOLD_PARTNER_ID: "p",
    MOOGOLD_SECRET_KEY: "s",
    KINGUIN_API_KEY: "k",
    WATA_DG_TOKEN: "t",
    SANDBOX_FULFILMENT_DELAY_MS: "0",
  });
  expect(live.MOOGOLD_API_URL).toBe("https://moogold.com/wp-json/v1/api/");
  expect(live.SANDBOX_FULFILMENT_DELAY_MS).toBe(0);
  expect(["supply", "rokky", "steam"].map((k) => getFulfilmentProvider(k as "supply", live).name)).toEqual([
    "moogold",
    "kinguin",
    "wata",
  ]);
});

it("refuses a sandbox in live mode, naming the missing variables", () => {
  const live = { ...readConfig({ NODE_ENV: "test" }), STORE_MODE: "live" as const };
  expect(() => getFulfilmentProvider("supply", live)).toThrow(/MOOGOLD_PARTNER_ID, MOOGOLD_SECRET_KEY/);
  expect(() => getFulfilmentProvider("rokky", live)).toThrow(/KINGUIN_API_KEY/);
  expect(() => getFulfilmentProvider("steam", live)).toThrow(/WATA_DG_TOKEN/);
});

it("names the missing half of the MooGold pair and rejects a negative delay", () => {
  expect(() => readConfig({ NODE_ENV: "test", MOOGOLD_PARTNER_ID: "p" })).toThrow(
    /MOOGOLD_SECRET_KEY: is required with MOOGOLD_PARTNER_ID/,
  );
  expect(() => readConfig({ NODE_ENV: "test", SANDBOX_FULFILMENT_DELAY_MS: "-1" })).toThrow(
    /SANDBOX_FULFILMENT_DELAY_MS/,
  );
  expect(() => readConfig({ NODE_ENV: "test", KINGUIN_API_URL: "ftp://x" })).toThrow(/KINGUIN_API_URL/);
});
