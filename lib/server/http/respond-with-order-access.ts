// Answers with the order's data and grants this browser access to the order through the signed cookie.
// The answer is checked against the endpoint's contract by the API tests (tests/helpers/check-contract.ts).
import { NextResponse, type NextRequest } from "next/server";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { toWire } from "./handle-route";
import { publicUrl } from "./public-url";
import {
  buildOrderAccessValue,
  ORDER_ACCESS_COOKIE,
  orderAccessCookieOptions,
  readOrderAccessIds,
} from "../orders/access/order-access-cookie";

export async function respondWithOrderAccess(
  req: NextRequest,
  endpoint: Endpoint,
  data: unknown,
  orderId: number,
): Promise<Response> {
  const wire = toWire(data);
  const res = NextResponse.json(wire, { status: endpoint.status ?? 200 });
  const ids = await readOrderAccessIds(req.cookies.get(ORDER_ACCESS_COOKIE)?.value);
  const value = await buildOrderAccessValue(ids, orderId);
  res.cookies.set(ORDER_ACCESS_COOKIE, value, orderAccessCookieOptions(publicUrl(req)));
  return res;
}

/** Expires the cookie (sign-out): the next person at this browser must not open the orders it granted. */
export function clearOrderAccess<R extends NextResponse>(res: R, url: URL): R {
  res.cookies.set(ORDER_ACCESS_COOKIE, "", { ...orderAccessCookieOptions(url), maxAge: 0 });
  return res;
}
