// The console's calls on a shopper's account from the browser: balance adjustments and blocking sign-in (admin).
// The pages read accounts through lib/server/admin on the server.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import type { CallOptions } from "./default-client";
import { defineAdminAction } from "./post-admin-action";

const { adjustUserBalance: adjustEndpoint, blockUser, unblockUser } = adminEndpoints;

/** Credits (positive amount) or debits (negative) the account's balance, for the reason; audited, in the ledger. */
export const adjustUserBalance = defineAdminAction(adjustEndpoint);

const blocking = { block: defineAdminAction(blockUser), unblock: defineAdminAction(unblockUser) };

/** Blocks (or with `isBlocked` false, unblocks) the account's sign-in; audited with the reason. */
export function setUserBlocked(id: number, isBlocked: boolean, reason: string, options?: CallOptions) {
  return blocking[isBlocked ? "block" : "unblock"](id, reason ? { reason } : {}, options);
}
