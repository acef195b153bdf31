// The traffic check of the API tests (tests/helpers/validate-exchange.ts) finds each kind of departure from the
// document: an undocumented status, a missing documented header, a body outside its schema, a body on a 204,
// an undocumented content type, an invalid request the server accepted, and an error answer without its code of
// the catalogue in the X-Error-Code header.
import { ERROR_CODES } from "@/lib/schemas/error-codes";
import { endpointRegistry } from "@/lib/schemas/registry";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";
import { validateExchange, type Exchange, type OpenApiDocument } from "../helpers/validate-exchange";

const doc = buildOpenApiDocument(endpointRegistry) as unknown as OpenApiDocument;
const json = { "content-type": "application/json" };
/** An error answer's headers: JSON with its code. */
const failed = (code: string) => ({ ...json, "x-error-code": code });

const game = {
  id: 1,
  resourcetype: "SupplyGame",
};

function exchange(over: Partial<Exchange> & { response: Exchange["response"] }): Exchange {
  return { method: "GET", url: "/api/games/", request: {}, ...over };
}

const throttled = JSON.stringify({ detail: "Повторите через 5 с.", code: "throttled" });
const loginBody = JSON.stringify({ email: "a@b.ru", password: "secret-pass" });

describe("validateExchange", () => {
  it("accepts an answer the document describes", () => {
    const ok = exchange({
      method: "POST",
      url: "/api/auth/jwt/create/",
      request: { contentType: "application/json", body: loginBody },
      response: { status: 429, headers: { ...failed("throttled"), "retry-after": "5" }, text: throttled },
    });
    expect(validateExchange(doc, ok)).toEqual([]);
  });

  it("reports a status the operation does not document", () => {
    const teapot = exchange({
      response: { status: 418, headers: failed("invalid"), text: '{"detail":"x"}' },
    });
    expect(validateExchange(doc, teapot)).toEqual([expect.stringContaining("status 418 is not documented")]);
  });

  it("reports a 429 without its Retry-After header", () => {
    const bad = exchange({
      method: "POST",
      url: "/api/auth/jwt/create/",
      request: { contentType: "application/json", body: loginBody },
      response: { status: 429, headers: failed("throttled"), text: throttled },
    });
    expect(validateExchange(doc, bad)).toEqual([expect.stringContaining("header Retry-After is missing")]);
  });

  it("reports a body outside the response schema", () => {
    const bad = exchange({
      response: { status: 200, headers: json, text: JSON.stringify({ count: "many" }) },
    });
    expect(validateExchange(doc, bad)).toEqual([expect.stringContaining("response body:")]);
  });

  it("reports a body on a 204 and an undocumented content type", () => {
    const withBody = exchange({
      method: "POST",
      url: "/api/auth/jwt/logout/",
      request: { contentType: "application/json", body: "{}" },
      response: { status: 204, headers: json, text: "{}" },
    });
    expect(validateExchange(doc, withBody)).toEqual([expect.stringContaining("documented without a body")]);
    const html = exchange({
      response: {
        status: 404,
        headers: { "content-type": "text/html", "x-error-code": "not_found" },
        text: "<p>",
      },
    });
    expect(validateExchange(doc, html)).toEqual([expect.stringContaining('content type "text/html"')]);
  });

  it("reports an invalid request body or parameter the server accepted, not one it refused", () => {
    const fractional = JSON.stringify({ products: [{ product_id: 1, quantity: 1.5 }], email: "a@b.ru" });
    const accepted = exchange({
      method: "POST",
      url: "/api/orders/pubg/",
      request: { contentType: "application/json", body: fractional },
      response: { status: 201, headers: json, text: "{}" },
    });
    expect(validateExchange(doc, accepted)).toEqual(
      expect.arrayContaining([expect.stringContaining("request body breaks its schema")]),
    );
    const refused = {
      ...accepted,
      response: { status: 400, headers: failed("invalid"), text: '{"products":[{}]}' },
    };
    expect(validateExchange(doc, refused)).toEqual([]);
    const badId = exchange({
      url: "/api/games/0/",
      response: { status: 200, headers: json, text: JSON.stringify(game) },
    });
    expect(validateExchange(doc, badId)).toEqual(
      expect.arrayContaining([expect.stringContaining("path parameter id")]),
    );
  });

  it("takes the catch-all's 404 for an unknown path and 405 for another method of a known one", () => {
    const unknown = exchange({
      url: "/api/nothing/",
      response: { status: 404, headers: failed("not_found"), text: "{}" },
    });
    expect(validateExchange(doc, unknown)).toEqual([]);
    const other = exchange({
      method: "DELETE",
      response: { status: 405, headers: failed("method_not_allowed"), text: "{}" },
    });
    expect(validateExchange(doc, other)).toEqual([]);
    const wrong = exchange({ url: "/api/nothing/", response: { status: 200, headers: json, text: "{}" } });
    expect(validateExchange(doc, wrong)).toEqual([expect.stringContaining("is not documented")]);
  });

  it("reports an error answer without its code in X-Error-Code, or with one outside the catalogue", () => {
    const fields = JSON.stringify({ email: ["Обязательное поле."] });
    const refusal = (headers: Record<string, string>) =>
      exchange({
        method: "POST",
        url: "/api/orders/pubg/",
        request: { contentType: "application/json", body: "{}" },
        response: { status: 400, headers, text: fields },
      });
    expect(validateExchange(doc, refusal(failed("invalid")))).toEqual([]);
    expect(validateExchange(doc, refusal(json))).toEqual(
      expect.arrayContaining([expect.stringContaining("no X-Error-Code header")]),
    );
    expect(validateExchange(doc, refusal(failed("oops")))).toEqual(
      expect.arrayContaining([expect.stringContaining('X-Error-Code "oops" is not a code')]),
    );
    // The catch-all's 404 is held to it too, though no operation documents the path.
    const bare = exchange({ url: "/api/nothing/", response: { status: 404, headers: json, text: "{}" } });
    expect(validateExchange(doc, bare)).toEqual([expect.stringContaining("no X-Error-Code header")]);
  });

  it("finds X-Error-Code with the catalogue's codes declared on every error answer of the document", () => {
    const headerless: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const [status, answer] of Object.entries(op.responses))
          if (Number(status) >= 400 && !answer.headers?.["X-Error-Code"])
            headerless.push(`${method} ${path} ${status}`);
    expect(headerless).toEqual([]);
    const header = doc.components?.headers?.ErrorCode as { required: boolean; schema: { enum: string[] } };
    expect(header.required).toBe(true);
    expect(header.schema.enum).toEqual([...ERROR_CODES]);
  });
});
