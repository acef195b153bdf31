// The accounts endpoints are in the OpenAPI document, and what they really answer fits what it says.
import { z } from "zod";
import * as schemaRoute from "@/app/api/docs/schema/route";
import * as createRoute from "@/app/api/auth/jwt/create/route";
import * as refreshRoute from "@/app/api/auth/jwt/refresh/route";
import * as profileRoute from "@/app/api/auth/profile/route";
import * as usersRoute from "@/app/api/auth/users/route";
import * as urlRoute from "@/app/api/auth/social/[provider]/url/route";
import * as authRoute from "@/app/api/auth/social/[provider]/auth/route";
import { endpointRegistry } from "@/lib/schemas/registry";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { callRoute } from "../helpers/call-route";
import { testEngines } from "../helpers/test-db";
import { call, insertAccount, signIn, authSuite, sandboxConsent } from "./auth-test-kit";

const AUTH_OPERATIONS = {
  createJwt: "/api/auth/jwt/create/",
  refreshJwt: "/api/auth/jwt/refresh/",
  logoutJwt: "/api/auth/jwt/logout/",
  getProfile: "/api/auth/profile/",
  registerUser: "/api/auth/users/",
  resetPassword: "/api/auth/users/reset_password/",
  resetPasswordConfirm: "/api/auth/users/reset_password_confirm/",
  getSocialAuthUrl: "/api/auth/social/{provider}/url/",
  socialAuth: "/api/auth/social/{provider}/auth/",
  bindSocial: "/api/auth/social/{provider}/bind/",
  unbindSocial: "/api/auth/social/{provider}/unbind/",
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; responses: Record<string, { content?: Record<string, { schema: object }> }> }
    >
  >;
};

describe.each(testEngines)("accounts endpoints in the OpenAPI document on %s", (engine) => {
  const t = authSuite(engine);
  let doc: Doc;
  beforeAll(async () => {
    doc = (await callRoute(schemaRoute, "/api/docs/schema/")).json;
  });

  const documented = (name: keyof typeof AUTH_OPERATIONS) => {
    const e = endpointRegistry[name as keyof typeof endpointRegistry] as Endpoint;
    const schema =
      doc.paths[e.path][e.method.toLowerCase()].responses[String(e.status ?? 200)].content![
        "application/json"
      ].schema;
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  };

  it("lists every accounts operation under its path", () => {
    for (const [name, path] of Object.entries(AUTH_OPERATIONS)) {
      const e = endpointRegistry[name as keyof typeof endpointRegistry] as Endpoint | undefined;
      expect({ name, path: e?.path }).toEqual({ name, path });
      expect(doc.paths[path][e!.method.toLowerCase()].operationId).toBe(name);
    }
    expect(doc.paths["/api/auth/profile/"].get.responses["401"]).toBeDefined();
  });

  it("documents SPEC.md's social body (code, redirect_uri, email) and the state in the url/ cookie", () => {
    type Operation = {
      summary: string;
      requestBody?: { content: Record<string, { schema: { required?: string[]; properties: object } }> };
    };
    const operation = (name: keyof typeof AUTH_OPERATIONS) => {
      const e = endpointRegistry[name as keyof typeof endpointRegistry] as Endpoint;
      return doc.paths[e.path][e.method.toLowerCase()] as unknown as Operation;
    };
    const url = operation("getSocialAuthUrl").summary;
    for (const said of [
      "social_state_{provider}",
      "HttpOnly",
      "SameSite=Lax",
      "Path=/api/auth/social/{provider}/",
    ])
      expect(url).toContain(said);
    expect(url).toMatch(/PKCE verifier/);
    for (const name of ["socialAuth", "bindSocial"] as const) {
      const { summary, requestBody } = operation(name);
      const body = requestBody!.content["application/json"].schema;
      expect([...body.required!].sort()).toEqual(["code", "redirect_uri"]);
      expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["code", "redirect_uri", "state"]));
      expect(summary).toContain("checked from the social_state_{provider} cookie");
      expect(summary).toMatch(/without that cookie .* 400/);
    }
    expect(
      Object.keys(operation("socialAuth").requestBody!.content["application/json"].schema.properties),
    ).toContain("email");
  });

  it("sign-in, refresh, profile, sign-up and social answers match their documented schemas", async () => {
    const user = await insertAccount(t.db);
    const created = await call(createRoute, "/api/auth/jwt/create/", {
      method: "POST",
      body: { email: user.email, password: user.password },
    });
    expect(documented("createJwt").safeParse(created.json).success).toBe(true);
    const refreshed = await call(refreshRoute, "/api/auth/jwt/refresh/", {
      method: "POST",
      body: { refresh: created.json.refresh },
    });
    expect(documented("refreshJwt").safeParse(refreshed.json).success).toBe(true);
    const profile = await call(profileRoute, "/api/auth/profile/", { token: refreshed.json.access });
    expect(documented("getProfile").safeParse(profile.json).success).toBe(true);
    expect(documented("getProfile").safeParse({ ...profile.json, unexpected: 1 }).success).toBe(false);
    const registered = await call(usersRoute, "/api/auth/users/", {
      method: "POST",
      body: { email: "doc@example.com", password: "Doc-Password-1" },
    });
    expect(registered.status).toBe(201);
    expect(documented("registerUser").safeParse(registered.json).success).toBe(true);

    const redirectUri = "http://localhost:3000/auth/google/redirect";
    const url = await call(
      urlRoute,
      `/api/auth/social/google/url/?redirect_uri=${encodeURIComponent(redirectUri)}`,
      { params: { provider: "google" } },
    );
    expect(documented("getSocialAuthUrl").safeParse(url.json).success).toBe(true);
    const authorize = new URL(url.json.url);
    const location = await sandboxConsent(authorize, {
      decision: "allow",
      email: "doc-social@example.com",
      name: "Doc",
    });
    const social = await call(authRoute, "/api/auth/social/google/auth/", {
      method: "POST",
      params: { provider: "google" },
      headers: { cookie: url.headers.get("set-cookie")!.split(";")[0] },
      body: {
        code: location.searchParams.get("code"),
        state: location.searchParams.get("state"),
        redirect_uri: redirectUri,
      },
    });
    expect(social.status).toBe(200);
    expect(documented("socialAuth").safeParse(social.json).success).toBe(true);
    expect(await signIn("doc@example.com", "Doc-Password-1")).toHaveProperty("access");
  });
});
