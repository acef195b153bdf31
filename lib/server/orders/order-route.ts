// handleRoute for order calls: the JSON body is read and validated here so that errors inside lists keep
// DRF's list shape ({"products": [{"quantity": ["..."]}]}); everything else is handleRoute's.
import type { z } from "zod";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { validationError, type FieldErrors } from "../errors/domain-error";
import { handleRoute, type RouteContext, type RouteResult } from "../http/handle-route";
import { readJsonBody } from "../http/read-body";
import { toDrfErrors } from "./order-input-errors";

export async function parseOrderBody<S extends z.ZodType>(schema: S, raw: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(raw);
  if (!result.success) throw validationError(toDrfErrors(result.error, raw) as FieldErrors);
  return result.data;
}

export function handleOrderRoute<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult> | RouteResult,
) {
  const { body: bodySchema, ...rest } = endpoint;
  return handleRoute(rest as E, async (ctx) => {
    const raw = bodySchema
      ? await readJsonBody(ctx.req, { multilineFields: endpoint.multilineFields ?? [] })
      : undefined;
    const body = bodySchema ? await parseOrderBody(bodySchema, raw) : undefined;
    return handler({ ...ctx, body } as RouteContext<E>);
  });
}
