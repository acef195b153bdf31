// An endpoint of the operator console's API: an ordinary endpoint that also names the least staff role it needs.
import type { z } from "zod";
import { defineEndpoint, type Endpoint } from "../endpoint";

/** support: orders, shoppers and feedback; admin: everything support has, plus catalogue, settings and staff. */
export const STAFF_ROLES = ["support", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type AdminEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = Endpoint<P, Q, B, R> & {
  auth: "required";
  staffRole: StaffRole;
  /** "exempt": callable before the TOTP second factor is passed (enrolment and the code check themselves). */
  secondFactor?: "exempt";
};

/**
 * Every admin call needs a token (401 without one) of a staff account (403 for a shopper); `staffRole` "admin"
 * also refuses support staff. The summary says who may call, so the OpenAPI document tells it too.
 */
export function defineAdminEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(staffRole: StaffRole, e: Omit<Endpoint<P, Q, B, R>, "auth" | "tag">): AdminEndpoint<P, Q, B, R> {
  const who = staffRole === "admin" ? "admin only" : "support and admin";
  return {
    ...defineEndpoint({ ...e, tag: "admin", auth: "required" }),
    auth: "required",
    summary: `${e.summary} (staff: ${who})`,
    staffRole,
  };
}
