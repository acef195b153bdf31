// Holds one request and its answer to the OpenAPI document, as a validating proxy would (JSON Schema 2020-12 by
// ajv, not the zod schemas the document is generated from): the status must be documented for the operation,
// the content type and the documented headers present, the body valid against the documented schema; and a
// request the server accepted (2xx) must have been valid too: path and query parameters and the body. Every error
// answer of the API (status 400 and above) names its code in the X-Error-Code header, one of the catalogue's
// (lib/schemas/error-codes.ts), whether or not the document declares the header for that answer.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import { ERROR_CODES } from "@/lib/schemas/error-codes";

export type Exchange = {
  method: string;
  /** The url as the test wrote it (path and query). */
  url: string;
  request: { contentType?: string; body?: string };
  response: { status: number; headers: Record<string, string>; text: string };
};

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema: Schema };
type Media = Record<string, { schema?: Schema }>;
type Header = { required?: boolean; schema?: Schema };
/** A component the document declares once and refers to (components.headers.ErrorCode). */
type Ref = { $ref: string };
type Answer = { content?: Media; headers?: Record<string, Header | Ref> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Media };
  responses: Record<string, Answer>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

/** The object a local reference ("#/components/headers/ErrorCode") names; the object itself when it is none. */
function resolve<T>(doc: OpenApiDocument, value: T | Ref): T | undefined {
  if (!value || typeof value !== "object" || !("$ref" in value)) return value;
  const [, section, name] = /^#\/components\/(\w+)\/([\w.-]+)$/.exec(value.$ref) ?? [];
  return doc.components?.[section]?.[name] as T | undefined;
}

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerceTypes ? "array" : false });
  addFormats(ajv);
  // zod writes "idn-email" for e-mail fields; ajv-formats has no checker for it, so any string passes here.
  ajv.addFormat("idn-email", true);
  return ajv;
}

/** Bodies are validated as sent; parameters and form fields are text on the wire, coerced as OpenAPI says. */
const exact = makeAjv(false);
const coercing = makeAjv(true);
const compiled = new WeakMap<Schema, { exact?: ValidateFunction; coercing?: ValidateFunction }>();

function validatorOf(schema: Schema, coerce: boolean): ValidateFunction {
  const entry = compiled.get(schema) ?? {};
  compiled.set(schema, entry);
  if (coerce) return (entry.coercing ??= coercing.compile(schema));
  return (entry.exact ??= exact.compile(schema));
}

function schemaErrors(schema: Schema, value: unknown, coerce = false): string | undefined {
  const validate = validatorOf(schema, coerce);
  // Coercion writes into the value: validate a copy.
  const copy = coerce ? structuredClone({ value }).value : value;
  if (validate(copy)) return undefined;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "(root)"} ${e.message}`)
    .join("; ");
}

const isPlaceholder = (segment: string) => /^\{\w+\}$/.test(segment);

/** The documented path template this path falls under; a literal segment wins over a placeholder. */
export function findPathTemplate(doc: OpenApiDocument, method: string, pathname: string) {
  const parts = pathname.split("/");
  const candidates = Object.keys(doc.paths)
    .filter((template) => doc.paths[template][method.toLowerCase()])
    .map((template) => ({ template, segments: template.split("/") }))
    .filter(
      ({ segments }) =>
        segments.length === parts.length &&
        segments.every((s, i) => s === parts[i] || (isPlaceholder(s) && parts[i] !== "")),
    )
    .sort(
      (a, b) =>
        b.segments.filter((s) => !isPlaceholder(s)).length -
        a.segments.filter((s) => !isPlaceholder(s)).length,
    );
  const found = candidates[0];
  if (!found) return undefined;
  const params: Record<string, string> = {};
  found.segments.forEach((s, i) => {
    if (isPlaceholder(s)) params[s.slice(1, -1)] = decodeURIComponent(parts[i]);
  });
  return { template: found.template, params };
}

const mediaType = (value: string | undefined) => value?.split(";")[0].trim().toLowerCase() ?? "";

function parseBody(type: string, text: string): { value?: unknown; error?: string } {
  if (type === "application/json" || type.endsWith("+json")) {
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { error: `the body is not JSON: ${text.slice(0, 100)}` };
    }
  }
  if (type === "application/x-www-form-urlencoded")
    return { value: Object.fromEntries(new URLSearchParams(text)) };
  return { value: text };
}

function checkResponse(doc: OpenApiDocument, op: Operation, ex: Exchange, out: string[]) {
  const { status, headers, text } = ex.response;
  const answer = op.responses[String(status)];
  if (!answer) {
    out.push(`status ${status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`);
    return;
  }
  for (const [name, declared] of Object.entries(answer.headers ?? {})) {
    const header = resolve(doc, declared);
    if (!header) {
      out.push(`the documented header ${name} refers to nothing: ${JSON.stringify(declared)}`);
      continue;
    }
    const value = headers[name.toLowerCase()];
    if (value === undefined) {
      if (header.required) out.push(`the documented header ${name} is missing`);
    } else if (header.schema) {
      const errors = schemaErrors(header.schema, value);
      if (errors) out.push(`header ${name}: ${errors}`);
    }
  }
  if (!answer.content) {
    if (text !== "")
      out.push(`status ${status} is documented without a body, this one has: ${text.slice(0, 100)}`);
    return;
  }
  const type = mediaType(headers["content-type"]);
  const media = answer.content[type];
  if (!media) {
    out.push(`content type "${type}" is not documented (${Object.keys(answer.content).join(", ")})`);
    return;
  }
  if (type === "application/yaml" || !media.schema) return;
  const parsed = parseBody(type, text);
  if (parsed.error) out.push(`response: ${parsed.error}`);
  else {
    const errors = schemaErrors(media.schema, parsed.value);
    if (errors) out.push(`response body: ${errors}; body: ${text.slice(0, 300)}`);
  }
}

function queryValues(search: URLSearchParams, name: string): string | string[] | undefined {
  const all = search.getAll(name);
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
}

/** A request the server accepted must be one the document allows. */
function checkAcceptedRequest(
  op: Operation,
  ex: Exchange,
  pathParams: Record<string, string>,
  out: string[],
) {
  const { searchParams } = new URL(ex.url, "http://localhost");
  for (const p of op.parameters ?? []) {
    const value =
      p.in === "path" ? pathParams[p.name] : p.in === "query" ? queryValues(searchParams, p.name) : null;
    if (value === null) continue;
    if (value === undefined) {
      if (p.required) out.push(`the required ${p.in} parameter ${p.name} is missing, yet accepted`);
      continue;
    }
    const errors = schemaErrors(p.schema, value, true);
    if (errors)
      out.push(
        `${p.in} parameter ${p.name}=${JSON.stringify(value)} breaks its schema (${errors}), yet accepted`,
      );
  }
  const body = ex.request.body ?? "";
  if (!op.requestBody) return;
  if (body === "") {
    if (op.requestBody.required) out.push("the required request body is missing, yet accepted");
    return;
  }
  const type = mediaType(ex.request.contentType);
  const media = op.requestBody.content[type];
  if (!media) {
    out.push(`request content type "${type}" is not documented, yet accepted`);
    return;
  }
  // A multipart body is checked by its type only: its parts are files and text fields.
  if (type === "multipart/form-data" || !media.schema) return;
  const parsed = parseBody(type, body);
  if (parsed.error) out.push(`request: ${parsed.error}, yet accepted`);
  else {
    const errors = schemaErrors(media.schema, parsed.value, type === "application/x-www-form-urlencoded");
    if (errors) out.push(`request body breaks its schema (${errors}), yet accepted: ${body.slice(0, 300)}`);
  }
}

const catalogue: readonly string[] = ERROR_CODES;

/** An error answer without its code in the header, or with one the catalogue does not hold. */
function errorCodeViolation(ex: Exchange): string | undefined {
  if (ex.response.status < 400) return undefined;
  const code = ex.response.headers[ERROR_CODE_HEADER.toLowerCase()];
  if (code === undefined) return `the error answer has no ${ERROR_CODE_HEADER} header`;
  if (!catalogue.includes(code))
    return `${ERROR_CODE_HEADER} "${code}" is not a code of lib/schemas/error-codes.ts`;
  return undefined;
}

/** The ways the exchange departs from the document; [] when it fits. Paths outside /api/ are not the API's. */
export function validateExchange(doc: OpenApiDocument, ex: Exchange): string[] {
  const { pathname } = new URL(ex.url, "http://localhost");
  if (!pathname.startsWith("/api/")) return [];
  const codeViolation = errorCodeViolation(ex);
  const out: string[] = codeViolation ? [codeViolation] : [];
  const found = findPathTemplate(doc, ex.method, pathname);
  if (!found) {
    // Another method of a documented path answers 405; any other /api path the catch-all's DRF 404.
    const otherMethod = ["GET", "POST", "PUT", "PATCH", "DELETE"].some((m) =>
      findPathTemplate(doc, m, pathname),
    );
    const expected = otherMethod ? 405 : 404;
    if (ex.response.status !== expected) out.push("the path is not documented");
    return out.map((v) => `${ex.method} ${pathname} answered ${ex.response.status}: ${v}`);
  }
  const op = doc.paths[found.template][ex.method.toLowerCase()];
  checkResponse(doc, op, ex, out);
  if (ex.response.status < 300) checkAcceptedRequest(op, ex, found.params, out);
  return out.map((v) => `${ex.method} ${pathname} (${op.operationId}) answered ${ex.response.status}: ${v}`);
}
