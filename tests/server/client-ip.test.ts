// The rate-limit key: the socket peer set by our server entry; X-Forwarded-For only behind trusted proxies.
import { NextRequest } from "next/server";
import { readConfig, resetConfigForTests } from "@/lib/server/config";
import { clientIp, normalizeAddress, rateLimitKeyOf } from "@/lib/server/rate-limit/client-ip";

const request = (headers: Record<string, string>) =>
  new NextRequest("http://localhost/api/auth/jwt/create/", { headers });

function withEnv(vars: Record<string, string>, fn: () => void) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  resetConfigForTests();
  try {
    fn();
  } finally {
    for (const key of Object.keys(vars)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfigForTests();
  }
}

describe("clientIp without trusted proxies (the default)", () => {
  it("is the peer address; spoofed forwarding headers are ignored", () => {
    for (const spoof of ["1.1.1.1", "9.9.9.9, 8.8.8.8", "garbage", "::1"]) {
      expect(
        clientIp(
          request({ "x-store-peer-address": "203.0.113.7", "x-forwarded-for": spoof, "x-real-ip": spoof }),
        ),
      ).toBe("203.0.113.7");
    }
  });

  it("gives 'unknown' only when the request did not come through the server entry", () => {
    expect(clientIp(request({}))).toBe("unknown");
    expect(clientIp(request({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
    expect(clientIp(request({ "x-store-peer-address": "not-an-ip" }))).toBe("unknown");
  });

  it("normalises IPv4-mapped IPv6 to the IPv4 address, and keys IPv6 by its /64 whatever the spelling", () => {
    expect(clientIp(request({ "x-store-peer-address": "::ffff:192.0.2.1" }))).toBe("192.0.2.1");
    expect(clientIp(request({ "x-store-peer-address": "2001:DB8:0:0::1" }))).toBe("2001:db8::/64");
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "[2001:DB8:1:2:0:0:0:9]:443",
    ])
      expect(clientIp(request({ "x-store-peer-address": address }))).toBe("2001:db8:1:2::/64");
    expect(clientIp(request({ "x-store-peer-address": "2001:db8:1:3::1" }))).toBe("2001:db8:1:3::/64");
  });
});

describe("clientIp behind TRUSTED_PROXY_HOPS", () => {
  it("takes the right-most value one proxy added, never the client's own claims on the left", () => {
    withEnv({ TRUSTED_PROXY_HOPS: "1" }, () => {
      const peer = { "x-store-peer-address": "10.0.0.2" };
      expect(clientIp(request({ ...peer, "x-forwarded-for": "6.6.6.6, 198.51.100.9" }))).toBe("198.51.100.9");
      expect(clientIp(request({ ...peer, "x-forwarded-for": "198.51.100.9" }))).toBe("198.51.100.9");
      // A request that reached us without the proxy header: the peer itself.
      expect(clientIp(request(peer))).toBe("10.0.0.2");
      // Garbage where the proxy's value should be: the last trustworthy address, not a fresh bucket.
      expect(clientIp(request({ ...peer, "x-forwarded-for": "1.1.1.1, nonsense" }))).toBe("10.0.0.2");
    });
  });

  it("counts several hops from the right", () => {
    withEnv({ TRUSTED_PROXY_HOPS: "2" }, () => {
      const headers = {
        "x-store-peer-address": "10.0.0.2",
        "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.0.0.1",
      };
      expect(clientIp(request(headers))).toBe("198.51.100.9");
    });
  });
});

describe("clientIp behind TRUSTED_PROXIES", () => {
  it("walks past trusted proxies (CIDR) to the right-most untrusted address", () => {
    withEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.168.1.7, fd00::/8" }, () => {
      const xff = "6.6.6.6, 198.51.100.9, 10.1.2.3";
      expect(clientIp(request({ "x-store-peer-address": "10.0.0.2", "x-forwarded-for": xff }))).toBe(
        "198.51.100.9",
      );
      expect(
        clientIp(request({ "x-store-peer-address": "::ffff:192.168.1.7", "x-forwarded-for": "7.7.7.7" })),
      ).toBe("7.7.7.7");
      expect(
        clientIp(request({ "x-store-peer-address": "fd12::1", "x-forwarded-for": "[2001:db8::5]:443" })),
      ).toBe("2001:db8::/64");
    });
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    withEnv({ TRUSTED_PROXIES: "10.0.0.0/8" }, () => {
      const headers = { "x-store-peer-address": "203.0.113.7", "x-forwarded-for": "10.1.1.1, 1.2.3.4" };
      expect(clientIp(request(headers))).toBe("203.0.113.7");
    });
  });

  it("refuses a malformed list at configuration time, naming the variable", () => {
    for (const bad of ["10.0.0.0/33", "example.com", "10.0.0.1/8/1", "::1/129", "10.0.0.0/x"]) {
      expect(() => readConfig({ NODE_ENV: "test", TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
    expect(() => readConfig({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("rateLimitKeyOf", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["unknown", "unknown"],
    ["::1", "::/64"],
    ["2001:db8::1", "2001:db8::/64"],
    ["2001:db8:a:b:c:d:e:f", "2001:db8:a:b::/64"],
    ["2001:db8:a:0:1::", "2001:db8:a::/64"],
    ["fe80::1", "fe80::/64"],
  ])("%s -> %s", (address, expected) => expect(rateLimitKeyOf(address)).toBe(expected));
});

describe("normalizeAddress", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    [" 10.0.0.1:8080 ", "10.0.0.1"],
    ["[::1]:80", "::1"],
    ["[::1]", "::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::FFFF:1.2.3.4", "1.2.3.4"],
  ])("%s -> %s", (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it.each([
    "",
    "unknown",
    "1.2.3",
    "999.1.1.1",
    "1.2.3.4.5",
    "<script>",
    "a".repeat(100),
    "1.2.3.4, 5.6.7.8",
  ])("refuses %p", (raw) => expect(normalizeAddress(raw)).toBeUndefined());
});
