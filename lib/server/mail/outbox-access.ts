// Who may read /dev/outbox (the local outbox holds password-reset and sign-in links): never anyone in live mode;
// otherwise a local client – the socket's peer, as the server entry reports it, is a loopback address and no proxy
// forwarded the request – or signed-in staff who passed their second factor where it is required. A forwarding
// header can only take access away, never give it; outside the server entry the peer is unknown: not local.
import { ACCESS_COOKIE } from "@/lib/api/constants";
import { authenticateAccessToken } from "../auth/authenticate-request";
import { markUncacheable } from "../cache/tag-collector";
import { getConfig } from "../config";
import { FORWARDED_MARK_HEADER, normalizeAddress, PEER_ADDRESS_HEADER } from "../rate-limit/client-ip";
import { findStaff } from "../auth/staff/find-staff";
import { secondFactorState } from "../auth/staff/second-factor";
import { STAFF_VERIFIED_COOKIE } from "../auth/staff/staff-verified-cookie";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

export type OutboxVisitor = {
  /** The x-store-peer-address header the server entry set from the socket (null outside it). */
  peerAddress: string | null;
  /** Whether the request carries a proxy's forwarding header. */
  isForwarded: boolean;
  accessToken: string | undefined;
  staffVerified: string | undefined;
};

/** The visitor as a page sees it: its request headers and a cookie reader. */
export const outboxVisitorFrom = (
  headers: Headers,
  cookie: (name: string) => string | undefined,
): OutboxVisitor => ({
  peerAddress: headers.get(PEER_ADDRESS_HEADER),
  isForwarded:
    headers.get(FORWARDED_MARK_HEADER) === null
      ? FORWARDING_HEADERS.some((name) => headers.has(name))
      : headers.get(FORWARDED_MARK_HEADER) !== "0",
  accessToken: cookie(ACCESS_COOKIE),
  staffVerified: cookie(STAFF_VERIFIED_COOKIE),
});

/** Loopback: 127.0.0.0/8 or ::1 (IPv4-mapped addresses arrive as plain IPv4). */
export function isLoopbackAddress(raw: string | null | undefined): boolean {
  const address = normalizeAddress(raw ?? undefined);
  return address !== undefined && (address === "::1" || /^127\./.test(address));
}

export const isLocalVisitor = (visitor: OutboxVisitor) =>
  !visitor.isForwarded && isLoopbackAddress(visitor.peerAddress);

async function isVerifiedStaff(visitor: OutboxVisitor): Promise<boolean> {
  if (!visitor.accessToken) return false;
  try {
    const staff = await findStaff(await authenticateAccessToken(visitor.accessToken), "support");
    return staff !== null && (await secondFactorState(staff, visitor.staffVerified)) === "passed";
  } catch {
    return false;
  }
}

export async function mayReadOutbox(visitor: OutboxVisitor): Promise<boolean> {
  // The answer depends on who asks (their address, their staff session): never a page for the next visitor.
  markUncacheable();
  if (getConfig().STORE_MODE === "live") return false;
  return isLocalVisitor(visitor) || isVerifiedStaff(visitor);
}
