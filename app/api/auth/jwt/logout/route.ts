// POST /api/auth/jwt/logout/ – revoke the sign-in of a refresh token (body or cookie) and clear the cookie, and the
// console's staff-verified cookie with it (that proof is bound to the sign-in and ends with it anyway), and the
// order-access cookie: the orders this browser opened are not for whoever uses it next
import { NextResponse } from "next/server";
import { logoutJwt } from "@/lib/schemas/auth/jwt";
import { clearOrderAccess } from "@/lib/server/http/respond-with-order-access";
import { setStaffVerifiedCookie } from "@/lib/server/http/set-staff-verified-cookie";
import { readRefreshCookie, setRefreshCookie } from "@/lib/server/http/refresh-cookie";
import { revokeRefreshToken } from "@/lib/server/auth/revoke-refresh-token";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(logoutJwt, async ({ req, url, body }) => {
    await revokeRefreshToken(body.refresh ?? readRefreshCookie(req));
    const res = setRefreshCookie(new NextResponse(null, { status: 204 }), url, null);
    return clearOrderAccess(setStaffVerifiedCookie(res, url, null), url);
  }),
});
