// What the server entry (server/serve.ts) reads and marks on every request before the app sees it: the request id
// (kept from a sane X-Request-Id, else new), the route as the access log names it, and the socket's peer address
// and whether a proxy forwarded the request (lib/server/rate-limit/client-ip.ts reads both), replacing whatever a
// client sent under those names.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { FORWARDED_MARK_HEADER, PEER_ADDRESS_HEADER } from "../lib/server/rate-limit/client-ip";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The client's X-Request-Id when a plain token (nginx's $request_id, a UUID), else a new one; page-cache hits too. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers["x-request-id"];
  return typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The path as a route: segments that identify something (numbers, hashes, tokens, e-mails, files of an upload)
 * become placeholders, so the log holds neither secrets (order hashes are access keys) nor personal data.
 */
export function routeOf(url: string | undefined): string {
  const path = (url ?? "/").split("?")[0].split("#")[0];
  if (path.startsWith("/_next/")) return "/_next/*";
  return path
    .split("/")
    .map((segment) => {
      if (!segment) return segment;
      if (/^\d+$/.test(segment)) return ":id";
      if (segment.length > 24 || /\d.*\d.*\d/.test(segment) || segment.includes("@") || segment.includes("%"))
        return ":key";
      return segment;
    })
    .join("/");
}

/** The socket's peer address, an IPv4 client of a dual-stack socket as plain IPv4. */
function peerAddress(socket: Socket): string {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** The forwarding headers whose presence FORWARDED_MARK_HEADER records ("1"/"0"): Next adds its own later. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

/** Replaces any client-sent peer header (and forwarded mark) by the real one, in the parsed and raw header lists. */
export function setPeerHeader(req: IncomingMessage): void {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    const name = raw[i].toLowerCase();
    if (name === PEER_ADDRESS_HEADER || name === FORWARDED_MARK_HEADER) raw.splice(i, 2);
  }
  const peer = peerAddress(req.socket);
  req.headers[PEER_ADDRESS_HEADER] = peer;
  raw.push(PEER_ADDRESS_HEADER, peer);
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined) ? "1" : "0";
  req.headers[FORWARDED_MARK_HEADER] = forwarded;
  raw.push(FORWARDED_MARK_HEADER, forwarded);
}
