// The caller's address for rate limits. Route handlers get no socket, so our server entry (server/serve.ts) puts
// the socket's peer address in PEER_ADDRESS_HEADER, replacing whatever a client sent under that name.
// X-Forwarded-For is anyone's to write: it counts only behind configured trusted proxies, read from the right.
// An IPv6 caller is keyed by its /64 (rateLimitKeyOf).
import { BlockList, isIP } from "node:net";
import { getConfig, parseCidrList, type Config } from "../config";

export const PEER_ADDRESS_HEADER = "x-store-peer-address";
/**
 * Set by the server entry (server/incoming-request.ts) from the request as it arrived: "1" when it carried a
 * forwarding header. Next adds x-forwarded-* headers of its own to every request, so behind the entry only the mark
 * counts.
 */
export const FORWARDED_MARK_HEADER = "x-store-forwarded";
/** Requests that did not come through the server entry (handlers called directly in tests) share this key. */
export const UNKNOWN_CLIENT = "unknown";

type Trust = { hops: number; proxies: BlockList | undefined };
let cachedTrust: { config: Config; trust: Trust } | undefined;

function readTrust(): Trust {
  const config = getConfig();
  if (cachedTrust?.config !== config) {
    let proxies: BlockList | undefined;
    if (config.TRUSTED_PROXIES) {
      proxies = new BlockList();
      for (const [address, prefix, family] of parseCidrList(config.TRUSTED_PROXIES)) {
        proxies.addSubnet(address, prefix, family);
      }
    }
    cachedTrust = { config, trust: { hops: config.TRUSTED_PROXY_HOPS, proxies } };
  }
  return cachedTrust.trust;
}

/** A bare, canonical IP address from one header value ("::ffff:10.1.2.3", "[2001:db8::1]:443", "10.0.0.1:80"), or
 * undefined for anything else. */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let value = raw?.trim().toLowerCase();
  if (!value || value.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) value = mapped[1];
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return undefined;
  // One spelling per address: "2001:DB8:0::1" and "2001:db8::1" must be one rate-limit bucket.
  return new URL(`http://[${value}]/`).hostname.slice(1, -1);
}

/**
 * The rate-limit key of an address: an IPv4 address itself; an IPv6 address by its /64 prefix ("2001:db8:1:2::/64"),
 * since one subscriber line or server gets a whole /64 and can rotate through its 2^64 addresses, which would
 * otherwise each get fresh sign-in, TOTP, promo, registration and reset limits. (IPv4-mapped addresses are IPv4
 * by now: normalizeAddress.)
 */
export function rateLimitKeyOf(address: string): string {
  // UNKNOWN_CLIENT and IPv4 stay as they are.
  if (isIP(address) !== 6) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  // A dotted IPv4 tail ("64:ff9b::1.2.3.4") only ever sits in the last 32 bits, outside the /64.
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return new URL(`http://[${prefix.join(":")}::]/`).hostname.slice(1, -1) + "/64";
}

/**
 * The client's address: the socket peer, or, when the peer is a trusted proxy, the right-most X-Forwarded-For
 * address that no trusted proxy added. Addresses left of that are the client's own claims and never count.
 */
export function resolveClientAddress(peerHeader: string | null, forwardedFor: string | null, trust: Trust) {
  const peer = normalizeAddress(peerHeader ?? undefined);
  if (!peer) return UNKNOWN_CLIENT;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .reverse();
  // chain[0] is the peer, chain[i] the address the i-th proxy (counting from us) says it received from.
  const isTrusted = (address: string, i: number) =>
    i < trust.hops || (trust.proxies?.check(address, isIP(address) === 6 ? "ipv6" : "ipv4") ?? false);
  let address = peer;
  for (let i = 0; isTrusted(address, i) && i < hops.length; i++) {
    const next = normalizeAddress(hops[i]);
    // A trusted proxy writes real addresses; garbage means a misconfigured chain: stop at the last good one.
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * The caller's rate-limit key: its address (see resolveClientAddress), an IPv6 one by its /64 (rateLimitKeyOf),
 * "unknown" when the request did not pass our server entry.
 */
export function clientIp(req: Request): string {
  return rateLimitKeyOf(
    resolveClientAddress(
      req.headers.get(PEER_ADDRESS_HEADER),
      req.headers.get("x-forwarded-for"),
      readTrust(),
    ),
  );
}
