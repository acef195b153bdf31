// The document states the limits the handlers' validators enforce, so a client (or a validating proxy) that follows
// it is not refused: a nickname of at most 32 code points, a Steam top-up of at least 100 roubles, and the e-mail
// a guest's order needs (a rule JSON Schema cannot state, so the field and the 400 answer describe it). Each limit
// is read from the generated document and held to a request through the traffic check's own validator.
import { NICKNAME_MAX_LENGTH } from "@/lib/schemas/auth/me";
import { STEAM_MIN_AMOUNT } from "@/lib/schemas/orders/steam";
import { endpointRegistry } from "@/lib/schemas/registry";
import { buildOpenApiDocument } from "@/lib/server/openapi/build-openapi-document";
import { validateExchange, type OpenApiDocument } from "../helpers/validate-exchange";

const doc = buildOpenApiDocument(endpointRegistry) as unknown as OpenApiDocument;
type Schema = { properties: Record<string, Record<string, unknown>> };

const bodySchema = (path: string, method: string) =>
  doc.paths[path][method].requestBody!.content["application/json"].schema as unknown as Schema;

/** The document's verdict on a body the server accepted: [] when the document allows it too. */
const verdict = (method: string, url: string, body: unknown) =>
  validateExchange(doc, {
    method,
    url,
    request: { contentType: "application/json", body: JSON.stringify(body) },
    response: { status: 200, headers: { "content-type": "application/json" }, text: "{}" },
  }).filter((v) => v.includes("request body"));

describe("limits of the inputs, stated by the OpenAPI document", () => {
  it("a nickname has at most 32 characters (code points)", () => {
    const nickname = bodySchema("/api/auth/users/me/", "patch").properties.nickname;
    expect(nickname).toMatchObject({ type: "string", minLength: 1, maxLength: NICKNAME_MAX_LENGTH });
    expect(NICKNAME_MAX_LENGTH).toBe(32);
    const url = "/api/auth/users/me/";
    expect(verdict("PATCH", url, { nickname: "🎮".repeat(2) + "a".repeat(30) })).toEqual([]);
    expect(verdict("PATCH", url, { nickname: "a".repeat(40) })).toEqual([
      expect.stringContaining("must NOT have more than 32 characters"),
    ]);
  });

  it.each([
    ["/api/orders/steam/", "post"],
    ["/api/orders/steam/{id}/update/", "post"],
  ])("a Steam amount on %s is at least 100 roubles, as a number or as text", (path, method) => {
    const amount = bodySchema(path, method).properties.amount as {
      anyOf: Record<string, unknown>[];
      description: string;
    };
    expect(amount.anyOf).toContainEqual(
      expect.objectContaining({ type: "integer", minimum: STEAM_MIN_AMOUNT }),
    );
    expect(amount.description).toContain(`at least ${STEAM_MIN_AMOUNT}`);
    const url = path.replace("{id}", "1");
    const body = (value: unknown) => ({ amount: value, steam_account_id: "gaben" });
    for (const fine of [100, "100", "100.00", " 15000 ", 999_999_999])
      expect({ fine, verdict: verdict("POST", url, body(fine)) }).toEqual({ fine, verdict: [] });
    for (const refused of [99, "99", "99.00", 0, "0100.5", 100.5])
      expect({ refused, rejected: verdict("POST", url, body(refused)).length > 0 }).toEqual({
        refused,
        rejected: true,
      });
  });

  it("a new order's e-mail is described as required of guests, and the 400 answer names the case", () => {
    const creates = Object.values(endpointRegistry).filter(
      (e) => e.method === "POST" && /^\/api\/orders\/\w+\/$/.test(e.path) && e.body,
    );
    expect(creates.map((e) => e.path).sort()).toEqual([
      "/api/orders/pubg/",
      "/api/orders/rokky/",
      "/api/orders/standoff/",
      "/api/orders/steam/",
      "/api/orders/supply_channel/",
    ]);
    for (const { path } of creates) {
      const op = doc.paths[path].post as unknown as {
        responses: Record<string, { description: string }>;
        requestBody: { content: Record<string, { schema: Schema }> };
      };
      const email = op.requestBody.content["application/json"].schema.properties.email;
      expect({ path, description: email.description }).toEqual({
        path,
        description: expect.stringContaining("Required without a token"),
      });
      expect({ path, answer: op.responses["400"].description }).toEqual({
        path,
        answer: expect.stringContaining("A guest's order (no token) without an e-mail"),
      });
      expect(op.responses["401"].description).toContain("signed-in shoppers only");
    }
  });
});

describe("answers the document describes as the server sends them", () => {
  it("a readiness probe that is not ready answers its own shape (status and checks), not a detail", () => {
    const answer = (status: number, body: unknown) =>
      validateExchange(doc, {
        method: "GET",
        url: "/api/health/ready",
        request: {},
        response: {
          status,
          headers: { "content-type": "application/json", "x-error-code": "not_ready" },
          text: JSON.stringify(body),
        },
      });
    const checks = { database: "connection refused", migrations: "ok", queue: "ok", shutdown: "ok" };
    expect(answer(503, { status: "unavailable", checks })).toEqual([]);
  });
});
