// The start banner's line for demo mode reachable from other machines (server/demo-exposure.ts, printed by the
// server entry): loopback only, or live mode, prints nothing; every interface or another address warns.
import { demoExposureWarning, isLoopbackHostname } from "@/server/demo-exposure";

describe("demo exposure banner", () => {
  it("warns when demo mode listens beyond loopback, by default on every interface", () => {
    for (const hostname of [undefined, "", "0.0.0.0", "::", "192.168.1.20", "shop.example"]) {
      for (const storeMode of [undefined, "demo"]) {
        const line = demoExposureWarning({ hostname, storeMode });
        expect(line).toMatch(/^⚠ Demo mode listens (on every interface|on \S+), beyond this machine/);
        expect(line).toContain("/dev/outbox");
        expect(line).toContain("--hostname 127.0.0.1");
      }
    }
    expect(demoExposureWarning({ hostname: undefined, storeMode: "demo" })).toContain("on every interface");
  });

  it("stays quiet on loopback and in live mode", () => {
    for (const hostname of ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "LOCALHOST"]) {
      expect(isLoopbackHostname(hostname)).toBe(true);
      expect(demoExposureWarning({ hostname, storeMode: "demo" })).toBeNull();
    }
    expect(demoExposureWarning({ hostname: undefined, storeMode: "live" })).toBeNull();
    expect(isLoopbackHostname("127.0.0.1.example")).toBe(false);
    expect(isLoopbackHostname("10.0.0.1")).toBe(false);
  });
});
