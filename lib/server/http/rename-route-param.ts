// Next.js allows one dynamic segment name per folder level: /api/orders/{hash}/ and /api/orders/{id}/...
// share app/api/orders/[id]/. This adapter hands a handler its parameter under the name its endpoint uses.
import type { NextRequest } from "next/server";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export function renameRouteParam(handler: Handler, from: string, to: string): Handler {
  return (req, ctx) =>
    handler(req, {
      params: ctx.params.then(({ [from]: value, ...rest }) => ({ ...rest, [to]: value })),
    });
}
