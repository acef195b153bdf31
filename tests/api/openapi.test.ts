import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import * as schemaRoute from "@/app/api/docs/schema/route";
import { buildPath, type Endpoint } from "@/lib/schemas/endpoint";
import { endpointRegistry } from "@/lib/schemas/registry";
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { paymentEndpoints } from "@/lib/schemas/payments/payment-endpoints";
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { callRoute } from "../helpers/call-route";
import { startTestDb, testEngines, type TestDb } from "../helpers/test-db";
import * as fixtures from "./fixtures/insert-fixtures";

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema: Record<string, unknown> }>;
      headers?: Record<string, unknown>;
    }
  >;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

const named = Object.entries(endpointRegistry) as [string, Endpoint][];

/**
 * app/api/gifts/{id}/ -> app/api/gifts/[id]/route.ts. Next.js allows one dynamic folder per level, so a
 * placeholder named otherwise ({hash} beside {id} under /api/orders/) lives in that level's one dynamic folder.
 */
const routeFileOf = (e: Endpoint) => {
  let dir = path.join(process.cwd(), "app");
  for (const segment of e.path.split("/").filter(Boolean)) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    const exact = path.join(dir, param ? `[${param}]` : segment);
    const dynamic = param && existsSync(dir) ? readdirSync(dir).filter((d) => /^\[\w+\]$/.test(d)) : [];
    dir = existsSync(exact) || dynamic.length !== 1 ? exact : path.join(dir, dynamic[0]);
  }
  return path.join(dir, "route.ts");
};

async function fetchDocument(qs = ""): Promise<OpenApiDocument> {
  const res = await callRoute(schemaRoute, `/api/docs/schema/${qs}`);
  expect(res.status).toBe(200);
  return res.json as OpenApiDocument;
}

describe("OpenAPI document", () => {
  it("is an OpenAPI 3.1 document served as JSON by default", async () => {
    const res = await callRoute(schemaRoute, "/api/docs/schema/?lang=ru");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const doc = res.json as OpenApiDocument & { components: { securitySchemes: object } };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.info.version).toEqual(expect.any(String));
    expect(doc.components.securitySchemes).toHaveProperty("jwtAuth");
    // Schemas are inlined, no per-schema dialect markers; the one reference is each error answer's X-Error-Code
    // header to its declaration under components.headers, which is there.
    const refs = new Set(res.text.match(/"\$ref":"[^"]*"/g));
    expect([...refs]).toEqual(['"$ref":"#/components/headers/ErrorCode"']);
    expect(res.json.components.headers.ErrorCode.schema.enum).toContain("invalid");
    expect(res.text).not.toContain('"$schema"');
  });

  it("is the same document as YAML with format=yaml", async () => {
    const res = await callRoute(schemaRoute, "/api/docs/schema/?format=yaml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/yaml");
    expect(parseYaml(res.text)).toEqual(await fetchDocument("?format=json"));
  });

  it("refuses an unknown format with a field error, and other methods with 405", async () => {
    const res = await callRoute(schemaRoute, "/api/docs/schema/?format=xml");
    expect(res.status).toBe(400);
    expect(res.json.format).toHaveLength(1);
    expect((await callRoute(schemaRoute, "/api/docs/schema/", { method: "POST", body: {} })).status).toBe(
      405,
    );
  });

  it("documents every registry endpoint with its parameters, body and answers", async () => {
    const doc = await fetchDocument();
    const operationIds = new Set<string>();
    for (const [name, e] of named) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect({ name, documented: Boolean(op) }).toEqual({ name, documented: true });
      expect(op.operationId).toBe(name);
      expect(operationIds.has(op.operationId)).toBe(false);
      operationIds.add(op.operationId);
      expect(op.summary).toBe(e.summary);
      expect(op.tags).toEqual([e.tag]);
      const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === "path").map((p) => p.name)).toEqual(pathParams);
      for (const p of op.parameters) {
        expect(p.schema).toEqual(expect.any(Object));
        if (p.in === "path") expect(p.required).toBe(true);
      }
      if (e.query instanceof z.ZodObject) {
        expect(
          op.parameters
            .filter((p) => p.in === "query")
            .map((p) => p.name)
            .sort(),
        ).toEqual(Object.keys(e.query.shape).sort());
      }
      expect(Boolean(op.requestBody)).toBe(Boolean(e.body));
      const status = String(e.status ?? 200);
      const answerType = {
        text: "text/plain",
        csv: "text/csv",
        json: "application/json",
        image: "image/png",
      }[e.responseType ?? "json"];
      // 204 No Content declares no body; every other success its schema.
      if (status === "204") expect(op.responses[status]).toEqual({ description: expect.any(String) });
      else expect(op.responses[status].content?.[answerType].schema).toEqual(expect.any(Object));
      expect(op.responses["405"].headers).toHaveProperty("Allow");
      // Calls outside handleRoute (health, build id, pictures) read no token and parse no input.
      if (e.plain) continue;
      expect(op.responses["404"]).toBeDefined();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "403", "503"]));
      if (e.query || e.body) expect(op.responses["400"]).toBeDefined();
    }
  });

  it("has a route file for every registry endpoint that implements its method", async () => {
    for (const [name, e] of named) {
      const file = routeFileOf(e);
      expect({ name, file, exists: existsSync(file) }).toEqual({ name, file, exists: true });
      const mod = (await import(file)) as Record<string, unknown>;
      expect(typeof mod[e.method]).toBe("function");
    }
  });

  it("lists the query parameters of the gift list with their choices", async () => {
    const doc = await fetchDocument();
    const params = doc.paths["/api/gifts/"].get.parameters;
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.limit).toMatchObject({
      in: "query",
      required: false,
      schema: { type: "integer", minimum: 1, maximum: 100 },
    });
    expect(byName.is_main.schema).toMatchObject({
      enum: expect.arrayContaining(["true", "false", "1", "0"]),
    });
    expect(JSON.stringify(byName.ordering)).toContain("-discount_percent");
  });
});

/**
 * Endpoints whose answers need a token or prepared state are checked against their response schema by
 * their own suites (handleRoute validates every answer in tests); list them here to skip the call below.
 */
const checkedElsewhere: string[] = [
  // Accounts (tests/api/auth-*.test.ts): they need credentials, tokens or provider codes.
  "createJwt",
  "refreshJwt",
  "logoutJwt",
  "getProfile",
  "registerUser",
  "resetPassword",
  "resetPasswordConfirm",
  "setPassword",
  "getSocialAuthUrl",
  "socialAuth",
  "bindSocial",
  "unbindSocial",
  "updateMe",
  // Balance history (tests/api/cashback.test.ts): it belongs to a signed-in shopper.
  "listBalanceHistory",
  // Orders (tests/api/orders-history.test.ts): the history belongs to a signed-in shopper.
  "listOrders",
  // Checkout (tests/api/orders-*.test.ts, promo-*.test.ts): they need an order, its access cookie or a token.
  ...Object.keys(orderEndpoints).filter(
    (name) => !["getStandoffSettings", "getSteamSettings"].includes(name),
  ),
  // Payments (tests/api/payments-*.test.ts): they need an order, its access cookie or a signed callback.
  ...Object.keys(paymentEndpoints),
  // Feedback (tests/api/feedback-create.test.ts): the owner's token and a done order.
  "createFeedback",
  // Player lookup (tests/api/player-lookup.test.ts): it needs a user_id in the query.
  "lookupPlayer",
  // Operator calls (tests/api/standoff-queue.test.ts): they need OPERATOR_TOKEN and a paid Standoff order.
  "listStandoffQueue",
  "markStandoffBought",
  "markStandoffUnbuyable",
  // Operator console (tests/api/admin-*.test.ts): every call needs a staff token.
  ...Object.keys(adminEndpoints),
  // Uploaded pictures (tests/api/avatar-s3.test.ts, admin-games.test.ts): they need an uploaded file's name.
  "getUploadedAvatar",
  "getUploadedCatalogueImage",
  // Readiness (tests/process/): it reports the job queue, which only the real server entry starts.
  "getReadiness",
];
/** Path parameters and bodies of the endpoints called below, filled from the rows inserted in beforeAll. */
const samplePathParams: Record<string, Record<string, string>> = {};
const sampleBodies: Record<string, unknown> = {};
const samplesFor = ["getArticle", "listFaq", "getGame", "getGift", "getProduct", "selectActiveCountry"];
/** Called: GET endpoints without path parameters or token, and those with samples. */
const callable = named
  .filter(
    ([name, e]) =>
      samplesFor.includes(name) || (e.method === "GET" && !/\{\w+\}/.test(e.path) && e.auth !== "required"),
  )
  .map(([name]) => name)
  .filter((name) => !checkedElsewhere.includes(name));

describe.each(testEngines)("documented answers match the real handlers on %s", (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    // Seeded (whatever the demo seed holds is checked too) plus one row of everything, so no list is empty.
    t = await startTestDb({ engine });
    const game = await fixtures.insertGame(t.db, { kind: "supply", title: "OpenAPI game" });
    const product = await fixtures.insertProduct(t.db, game.id, {
      discountPrice: "90.00",
      discountPercent: 10,
    });
    await fixtures.insertFaq(t.db, game.id);
    await fixtures.insertGameBanner(t.db, game.id);
    const gift = await fixtures.insertGift(t.db, {
      discountPercent: 15,
      discountPrice: "425.00",
      tags: ["rpg"],
    });
    await fixtures.insertGiftBanner(t.db, gift.id);
    const article = await fixtures.insertArticle(t.db, { slug: "openapi-article" });
    await fixtures.insertContact(t.db);
    const user = await fixtures.insertUser(t.db, { nickname: "Покупатель" });
    const order = await fixtures.insertOrder(t.db, {
      status: "done",
      userId: user.id,
      gameId: game.id,
      total: "100.00",
    });
    await fixtures.insertOrderLine(t.db, order.id, product.id);
    await fixtures.insertOrder(t.db, { kind: "rokky", status: "paid", giftId: gift.id, total: "425.00" });
    await fixtures.insertFeedback(t.db, order.id, { rating: 4 });
    const country = await fixtures.insertCountry(t.db, { isDefault: true });
    const group = await fixtures.insertMethodGroup(t.db, country.id);
    const method = await fixtures.insertPaymentMethod(t.db, { name: "openapi_method" });
    await fixtures.linkMethod(t.db, group.id, method.id);

    Object.assign(samplePathParams, {
      getArticle: { slug: article.slug },
      listFaq: { game_pk: String(game.id) },
      getGame: { id: String(game.id) },
      getGift: { id: String(gift.id) },
      getProduct: { id: String(product.id) },
    });
    sampleBodies.selectActiveCountry = { country_id: country.id };
  });
  afterAll(() => t.close());

  it("calls every registry endpoint here unless it is listed as checked by its own suite", () => {
    const uncalled = named.map(([name]) => name).filter((name) => !callable.includes(name));
    expect(uncalled.sort()).toEqual([...checkedElsewhere].sort());
  });

  it.each(callable)("%s answers within its documented schema", async (name) => {
    const e = endpointRegistry[name as keyof typeof endpointRegistry] as Endpoint;
    const params = samplePathParams[name] ?? {};
    const res = await callRoute(await import(routeFileOf(e)), buildPath(e.path, params), {
      method: e.method,
      params,
      ...(e.body ? { body: sampleBodies[name] } : {}),
    });
    expect(res.status).toBe(e.status ?? 200);

    const doc = await fetchDocument();
    const documented =
      doc.paths[e.path][e.method.toLowerCase()].responses[String(e.status ?? 200)].content![
        "application/json"
      ].schema;
    const validator = z.fromJSONSchema(documented as Parameters<typeof z.fromJSONSchema>[0]);
    const result = validator.safeParse(res.json);
    expect(result.success ? [] : result.error.issues.slice(0, 3)).toEqual([]);
    // The documented schema is strict enough to notice an answer that changed shape.
    if (Array.isArray(res.json))
      expect(validator.safeParse([...res.json, { unexpected: true }]).success).toBe(false);
    else if (name !== "getApiSchema")
      expect(validator.safeParse({ ...res.json, unexpected: true }).success).toBe(false);
    // And the zod schema the handler is checked against agrees.
    expect(e.response.safeParse(res.json).success).toBe(true);
    if (Array.isArray(res.json?.results)) expect(res.json.results.length).toBeGreaterThan(0);
  });
});
