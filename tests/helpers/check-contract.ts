// Every answer a test gets from a route handler is held to the OpenAPI document: a success must have the
// documented status, content type and response schema (the registry's zod schema the document is built from);
// an error must have a documented content type, be DRF-shaped ({"field": [...]} or {"detail": ...}) and name a
// code from the catalogue (lib/schemas/error-codes.ts) in its X-Error-Code header, the same code its body names
// when the body has one. The request helpers call this, so each API test checks the contract of whatever it calls.
import { appendFileSync } from "node:fs";
import { z } from "zod";
import { detailErrorSchema, fieldErrorsSchema } from "@/lib/schemas/common";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import { errorCodeSchema } from "@/lib/schemas/error-codes";
import { endpointRegistry } from "@/lib/schemas/registry";
import { openApiDocument } from "./openapi-document";

type Answer = { status: number; headers: Headers; text: string };
type Operation = { responses: Record<string, { content?: Record<string, unknown> } | undefined> };
type Route = { operationId: string; endpoint: Endpoint; segments: string[]; literals: number };

const isPlaceholder = (segment: string) => /^\{\w+\}$/.test(segment);

const routes: Route[] = Object.entries(endpointRegistry).map(
  ([operationId, endpoint]: [string, Endpoint]) => {
    const segments = endpoint.path.split("/");
    return { operationId, endpoint, segments, literals: segments.filter((s) => !isPlaceholder(s)).length };
  },
);

function operationOf(e: Endpoint): Operation {
  return (openApiDocument().paths[e.path] as Record<string, Operation>)[e.method.toLowerCase()];
}

/** The endpoint documented for this method and path; a literal segment wins over a placeholder. */
export function findRoute(method: string, pathname: string): Route | undefined {
  const parts = pathname.split("/");
  const matches = routes.filter(
    (r) =>
      r.endpoint.method === method &&
      r.segments.length === parts.length &&
      r.segments.every((s, i) => s === parts[i] || (isPlaceholder(s) && parts[i] !== "")),
  );
  return matches.sort((a, b) => b.literals - a.literals)[0];
}

// The handlers' zod speaks Russian (zod-locale.ts); the messages of a broken contract are for developers.
const english = z.locales.en().localeError;
/** 400: field errors, or a detail for malformed JSON; any other error: a detail. */
const fieldErrorsOrDetailSchema = z.union([detailErrorSchema, fieldErrorsSchema]);

/** Whether the request body of this operation has a field named `code` (a promo code, a TOTP code...). */
function hasCodeField(route: Route | undefined): boolean {
  const body = route?.endpoint.body;
  return body instanceof z.ZodObject && "code" in body.shape;
}

/**
 * Every error answer names its code of the catalogue in the X-Error-Code header; a body that names a code names the
 * same one. In a field-error body where the request's own field named `code` is refused, that key holds the
 * field's messages instead (DRF's shape); plain field errors leave their code ("invalid" or a specific one) to
 * the header.
 */
function checkErrorCode(what: string, answer: Answer, body: unknown, route: Route | undefined) {
  const header = answer.headers.get(ERROR_CODE_HEADER);
  if (!errorCodeSchema.safeParse(header).success)
    fail(what, `the ${ERROR_CODE_HEADER} header is not a code of lib/schemas/error-codes.ts: ${header}`);
  if (body === undefined) return;
  const code = (body as { code?: unknown }).code;
  if (Array.isArray(code) && hasCodeField(route)) return;
  if (code === undefined && !("detail" in (body as object))) return;
  if (code !== header)
    fail(what, `the body's code is not the header's (${header}): ${JSON.stringify(body).slice(0, 500)}`);
}

class ContractError extends Error {
  name = "ContractError";
}

function fail(what: string, message: string): never {
  throw new ContractError(`${what} answered outside the OpenAPI document: ${message}`);
}

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail(what, `the body is not JSON: ${text.slice(0, 200)}`);
  }
}

function checkSchema(what: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { error: english });
  if (!result.success) {
    fail(what, `\n${z.prettifyError(result.error)}\nbody: ${JSON.stringify(value).slice(0, 2000)}`);
  }
}

function checkError(what: string, answer: Answer, type: string, route: Route | undefined) {
  const documented = route && operationOf(route.endpoint).responses[String(answer.status)]?.content;
  // Statuses the document does not list (403, 409, 429, 500, 503) are DRF's {"detail", "code"} all the same.
  const types = documented ? Object.keys(documented) : ["application/json"];
  if (!types.includes(type))
    fail(what, `content type "${type}" is not one of ${types.join(", ")}: ${answer.text}`);
  if (type === "text/plain") return checkErrorCode(what, answer, undefined, route);
  const body = parseJson(what, answer.text);
  const schema = answer.status === 400 ? fieldErrorsOrDetailSchema : detailErrorSchema;
  checkSchema(what, schema, body);
  checkErrorCode(what, answer, body, route);
}

function checkSuccess(what: string, answer: Answer, type: string, { endpoint }: Route) {
  const status = endpoint.status ?? 200;
  if (answer.status !== status) fail(what, `the documented success status is ${status}`);
  if (status === 204) {
    if (answer.text !== "") fail(what, `a 204 has no body, this one has: ${answer.text.slice(0, 200)}`);
    return;
  }
  const types = Object.keys(operationOf(endpoint).responses[String(status)]?.content ?? {});
  if (!types.includes(type)) fail(what, `content type "${type}" is not one of ${types.join(", ")}`);
  if (type === "application/json") checkSchema(what, endpoint.response, parseJson(what, answer.text));
  else if (endpoint.responseType === "text" || endpoint.responseType === "csv")
    checkSchema(what, endpoint.response, answer.text);
  // Otherwise another documented form of the same answer: the schema document as YAML.
}

/** Throws a readable error when the answer does not fit what the document says of this method and path. */
export function checkContract(method: string, url: string, answer: Answer): void {
  const { pathname } = new URL(url, "http://localhost:3000");
  if (!pathname.startsWith("/api/")) return;
  const route = findRoute(method, pathname);
  const what = `${method} ${pathname}${route ? ` (${route.operationId})` : ""} with status ${answer.status}`;
  const type = answer.headers.get("content-type")?.split(";")[0].trim() ?? "";
  // CONTRACT_LOG=<file> lists the operations answered, to see that the suite reaches every endpoint.
  if (process.env.CONTRACT_LOG)
    appendFileSync(process.env.CONTRACT_LOG, `${route?.operationId} ${answer.status}\n`);
  if (answer.status >= 400) checkError(what, answer, type, route);
  else if (route) checkSuccess(what, answer, type, route);
}
