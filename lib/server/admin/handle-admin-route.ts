// The route-handler wrapper of every /api/admin call: the staff check comes first (before any input is read, as
// DRF checks permissions), then the ordinary wrapper parses, runs the service and answers; the handler gets the
// staff account that called.
import type { NextRequest } from "next/server";
import type { AdminEndpoint } from "@/lib/schemas/admin/admin-endpoint";
import { errorResponse, handleRoute, type RouteContext, type RouteResult } from "../http/handle-route";
import { requireStaff, type Staff } from "./require-staff";

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export function handleAdminRoute<E extends AdminEndpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E> & { staff: Staff }) => Promise<RouteResult> | RouteResult,
) {
  return async (req: NextRequest, context?: NextRouteContext): Promise<Response> => {
    let staff: Staff;
    try {
      staff = await requireStaff(req, endpoint.staffRole, endpoint.secondFactor);
    } catch (err) {
      return errorResponse(err);
    }
    return handleRoute(endpoint, (ctx) => handler({ ...ctx, staff }))(req, context);
  };
}
