// Issue 9 section 3 (client address): rate limits key on the socket's peer address, set by our server entry;
// X-Forwarded-For counts only behind configured trusted proxies, read from the right.
import { request } from "node:http";
import { disposeStore, startStore, type StoreProcess } from "./start-store";

jest.setTimeout(180_000);

/** A wrong-password sign-in of the demo shopper; resolves with the status. */
function signInWrong(store: StoreProcess, headers: Record<string, string>, localAddress?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${store.origin}/api/auth/jwt/create/`, {
      method: "POST",
      localAddress,
      agent: false,
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
    });
    req.on("error", reject);
    req.end(JSON.stringify({ email: "demo@example.com", password: "certainly-not-it" }));
  });
}

async function signInWrongTimes(
  store: StoreProcess,
  n: number,
  headers: (i: number) => Record<string, string>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await signInWrong(store, headers(i)));
  return statuses;
}

describe("client address of the real server", () => {
  let store: StoreProcess | undefined;

  afterEach(async () => {
    await disposeStore(store);
    store = undefined;
  });

  it("without trusted proxies: a rotating spoofed X-Forwarded-For gets no fresh budget; another peer is unaffected", async () => {
    store = await startStore();
    const spoofed = await signInWrongTimes(store, 11, (i) => ({
      "x-forwarded-for": `203.0.113.${i + 1}`,
      "x-real-ip": `198.51.100.${i + 1}`,
      // A client cannot choose its own peer address either.
      "x-store-peer-address": `192.0.2.${i + 1}`,
    }));
    expect(spoofed.slice(0, 3)).toEqual([401, 401, 401]);
    expect(spoofed).toContain(429);
    // Another address (127.0.0.2 is loopback too) is a different client: its first wrong password is just wrong.
    expect(await signInWrong(store, {}, "127.0.0.2")).toBe(401);
  });

  it("with TRUSTED_PROXY_HOPS=1: the right-most X-Forwarded-For value is the client, the left-most is ignored", async () => {
    store = await startStore({ env: { TRUSTED_PROXY_HOPS: "1" } });
    const sameClient = await signInWrongTimes(store, 11, (i) => ({
      "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.7`,
    }));
    expect(sameClient).toContain(429);
    // Same peer (the proxy), another client behind it: a fresh budget.
    expect(await signInWrong(store, { "x-forwarded-for": "198.51.100.8" })).toBe(401);
  });
});
