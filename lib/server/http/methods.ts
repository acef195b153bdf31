// Gives a route file every HTTP method: the ones it implements, and DRF-style 405 answers for the rest.
import type { NextRequest } from "next/server";
import { errorResponse } from "./error-response";
import { methodNotAllowed } from "./api-error";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
const ALL = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof ALL)[number];

export function methods(impl: Partial<Record<Method, Handler>>): Record<Method, Handler> {
  const allowed = ALL.filter((m) => impl[m]);
  const refuse: Handler = async (req) => errorResponse(methodNotAllowed(req.method, allowed));
  return Object.fromEntries(ALL.map((m) => [m, impl[m] ?? refuse])) as Record<Method, Handler>;
}
