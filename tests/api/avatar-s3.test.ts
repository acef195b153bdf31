// Standoff avatars with S3 storage configured: the upload lands in the (fake) bucket, signed, and nothing under
// DATA_DIR; the uploads route serves it back with the safe headers; a tampered object or a failing store is never
// served as something else, and the failure is logged without the credentials.
import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import * as createRoute from "@/app/api/orders/standoff/route";
import * as avatarRoute from "@/app/api/orders/standoff/avatar/[id]/route";
import * as avatarFileRoute from "@/app/api/uploads/avatars/[name]/route";
import { resetConfigForTests } from "@/lib/server/config";
import { orders } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { callRoute } from "../helpers/call-route";
import { callRouteMultipart } from "../helpers/call-route-multipart";
import { startFakeS3, type FakeS3 } from "../helpers/fake-s3-server";
import { testEngines } from "../helpers/test-db";
import { newBrowser, request, startCheckoutTest, type Browser, type CheckoutEnv } from "./orders-test-kit";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const S3_ENV = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];

describe.each(testEngines)("Standoff avatars in S3 storage on %s", (engine) => {
  let t: CheckoutEnv;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({
      accessKeyId: "AKIDAVATARS",
      secretAccessKey: "avatar-secret-do-not-log",
      region: "ru-central1",
    });
    Object.assign(process.env, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: "ru-central1",
      S3_ACCESS_KEY_ID: s3.creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.creds.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    t = await startCheckoutTest(engine);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    for (const key of S3_ENV) delete process.env[key];
    resetConfigForTests();
  });
  afterEach(() => {
    s3.failNext(0);
    jest.restoreAllMocks();
  });

  const createOrder = async (browser: Browser) => {
    const res = await request(browser, createRoute, "/api/orders/standoff/", {
      method: "POST",
      body: {
        products: [{ product_id: t.c.gold.id, quantity: 1 }],
        email: "s3@example.com",
        game_account_id: "1",
      },
    });
    expect(res.status).toBe(201);
    return res.json.id as number;
  };
  const upload = (browser: Browser, id: number, bytes: Uint8Array) => {
    const form = new FormData();
    form.append("game_avatar", new File([new Uint8Array(bytes)], "me.png", { type: "image/png" }));
    return callRouteMultipart(avatarRoute, `/api/orders/standoff/avatar/${id}/`, {
      form,
      headers: browser.cookie ? { cookie: browser.cookie } : {},
      params: { id: String(id) },
    });
  };
  const serve = (url: string) =>
    avatarFileRoute.GET(new NextRequest(`http://localhost${url}`), {
      params: Promise.resolve({ name: url.split("/")[4] }),
    });

  it("stores the upload in the bucket under a random name and serves it back with safe headers", async () => {
    const browser = newBrowser();
    const id = await createOrder(browser);
    const res = await upload(browser, id, PNG);
    expect(res.status).toBe(200);
    expect(res.json.game_avatar).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png\/$/);
    const name = res.json.game_avatar.split("/")[4];

    expect(s3.objects.get(`avatars/${name}`)).toEqual({ bytes: PNG, contentType: "image/png" });
    const put = s3.log.find((l) => l.method === "PUT")!;
    expect(put).toMatchObject({ path: `/${s3.bucket}/avatars/${name}`, refused: null });
    expect(put.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDAVATARS\/\d{8}\/ru-central1\/s3\/aws4_request, /,
    );
    expect(existsSync(path.join(t.dataDir, "uploads"))).toBe(false);

    const served = await serve(res.json.game_avatar);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG.length),
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(s3.log.every((l) => l.refused === null)).toBe(true);
  });

  it("answers 404 for unknown names and for an object whose bytes no longer match its type", async () => {
    const missing = await callRoute(avatarFileRoute, "/api/uploads/avatars/x/", {
      params: { name: `${"0".repeat(32)}.png` },
    });
    expect(missing.status).toBe(404);
    const traversal = await callRoute(avatarFileRoute, "/api/uploads/avatars/x/", {
      params: { name: "../../etc/passwd" },
    });
    expect(traversal.status).toBe(404);

    const browser = newBrowser();
    const { json } = await upload(browser, await createOrder(browser), PNG);
    const name = json.game_avatar.split("/")[4];
    // Someone with bucket access swaps the picture for a page: it must not come back as HTML, nor as a PNG.
    s3.objects.set(`avatars/${name}`, {
      bytes: Buffer.from("<script>alert(1)</script>"),
      contentType: "text/html",
    });
    expect((await serve(json.game_avatar)).status).toBe(404);
  });

  it("answers 500 when the bucket fails, keeps the order unchanged, and logs no credentials", async () => {
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined as never);
    const browser = newBrowser();
    const id = await createOrder(browser);
    const before = s3.objects.size;
    s3.failNext(10);
    const res = await upload(browser, id, PNG);
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ detail: "Внутренняя ошибка сервера.", code: "server_error" });
    expect(s3.objects.size).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row.gameAvatar).toBeNull();

    s3.failNext(10);
    const served = await serve(`/api/uploads/avatars/${"a".repeat(32)}.png/`);
    expect(served.status).toBe(500);
    expect(errors).toHaveBeenCalled();
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).toContain("HTTP 500");
    expect(logged).not.toContain(s3.creds.secretAccessKey);
    expect(logged).not.toContain("Signature=");
  });
});
