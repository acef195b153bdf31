// The console's calls on a shopper's account from the browser: balance adjustments and blocking sign-in (admin).
// The pages read accounts through lib/server/admin on the server.
import type {
  adjustUserBalance as adjustEndpoint,
  blockUser as blockEndpoint,
} from "@/lib/schemas/admin/users";
import type { BodyOf, FromWire } from "./camel-cased-deep";
import type { CallOptions } from "./default-client";
import { defineAdminAction, postAdminAction } from "./post-admin-action";

export type BalanceAdjustmentBody = BodyOf<typeof adjustEndpoint>;
export type BalanceAdjustmentResult = FromWire<(typeof adjustEndpoint)["response"]>;
export type UserBlockResult = FromWire<(typeof blockEndpoint)["response"]>;

/** Credits (positive amount) or debits (negative) the account's balance, for the reason; audited, in the ledger. */
export const adjustUserBalance = defineAdminAction<BalanceAdjustmentBody, BalanceAdjustmentResult>(
  "/api/admin/users/{id}/balance/",
  "adjustUserBalance",
);

/** Blocks (or with `isBlocked` false, unblocks) the account's sign-in; audited with the reason. */
export function setUserBlocked(
  id: number,
  isBlocked: boolean,
  reason: string,
  options?: CallOptions,
): Promise<UserBlockResult> {
  return postAdminAction(
    isBlocked ? "/api/admin/users/{id}/block/" : "/api/admin/users/{id}/unblock/",
    isBlocked ? "blockUser" : "unblockUser",
    id,
    reason ? { reason } : {},
    options,
  );
}
