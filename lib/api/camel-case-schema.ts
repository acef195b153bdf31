// A contract schema of lib/schemas (snake_case, as the handlers check a body) seen from browser code: it takes and
// gives camelCase values (DESIGN.md section 2) and names every refusal at its camelCase path, so a form validated
// with the handler's own schema has camelCase fields and finds its errors under them. The one place a validation
// error's keys are camelCased; the API's own refusals are camelCased by the client (wire-body.ts).
import { z } from "zod";
import type { CamelCasedDeep } from "./camel-cased-deep";
import { fromWire, toCodeName, toWire } from "./case-convert";

const camelSegment = (segment: PropertyKey) => (typeof segment === "string" ? toCodeName(segment) : segment);

export function camelCaseSchema<O, I>(
  schema: z.ZodType<O, I>,
): z.ZodType<CamelCasedDeep<O>, CamelCasedDeep<I>> {
  return z.unknown().transform(async (values, ctx) => {
    const result = await schema.safeParseAsync(toWire(values));
    if (result.success) return fromWire<CamelCasedDeep<O>>(result.data);
    for (const issue of result.error.issues)
      ctx.addIssue({ ...issue, path: issue.path.map(camelSegment) } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  }) as unknown as z.ZodType<CamelCasedDeep<O>, CamelCasedDeep<I>>;
}
