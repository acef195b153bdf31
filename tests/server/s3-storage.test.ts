// The S3 storage against a fake S3 endpoint that recomputes every SigV4 signature itself: round trips, the
// Authorization header's shape, missing objects, refused signatures, 5xx answers with and without retries,
// virtual-hosted addressing, and keys that could escape their folder.
import { createS3Storage, type S3StorageOptions } from "@/lib/server/storage/s3-storage";
import { createLocalStorage } from "@/lib/server/storage/local-storage";
import { startFakeS3, verifySigV4, type FakeS3 } from "../helpers/fake-s3-server";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("SigV4 verifier of the fake S3", () => {
  it("accepts AWS's published GET Object example and refuses it once altered", () => {
    // From the Amazon S3 API reference, "Signature Calculations for the Authorization Header", GET Object.
    const creds = {
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
    };
    const req = {
      method: "GET",
      path: "/test.txt",
      host: "examplebucket.s3.amazonaws.com",
      body: new Uint8Array(),
      headers: {
        authorization:
          "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date": "20130524T000000Z",
      },
    };
    expect(verifySigV4(req, creds, null)).toBeNull();
    expect(verifySigV4({ ...req, path: "/test2.txt" }, creds, null)).toBe("signature does not match");
    expect(verifySigV4(req, { ...creds, secretAccessKey: "other" }, null)).toBe("signature does not match");
    expect(verifySigV4(req, creds)).toBe("request time too skewed");
  });
});

describe("S3 storage", () => {
  let s3: FakeS3;
  const options = (over: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.creds.region,
    accessKeyId: s3.creds.accessKeyId,
    secretAccessKey: s3.creds.secretAccessKey,
    forcePathStyle: true,
    retries: 0,
    ...over,
  });

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.log.length = 0;
    s3.objects.clear();
    s3.failNext(0);
  });

  it("puts an object with a signed payload hash and gets it back", async () => {
    const storage = createS3Storage(options());
    await storage.put("avatars/0123abcd.png", PNG, "image/png");
    expect(s3.objects.get("avatars/0123abcd.png")).toEqual({ bytes: PNG, contentType: "image/png" });
    const [put] = s3.log;
    expect(put).toMatchObject({ method: "PUT", path: `/${s3.bucket}/avatars/0123abcd.png`, refused: null });
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    expect(put.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${s3.creds.accessKeyId}/${today}/us-east-1/s3/aws4_request, ` +
          "SignedHeaders=([a-z0-9-]+;)*host;([a-z0-9-]+;)*x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$",
      ),
    );
    expect(put.authorization).not.toContain(s3.creds.secretAccessKey);

    const got = await storage.get("avatars/0123abcd.png");
    expect(got).not.toBeNull();
    expect(Buffer.from(got!.bytes)).toEqual(PNG);
    expect(got!.contentType).toBe("image/png");
    expect(s3.log.map((l) => [l.method, l.refused])).toEqual([
      ["PUT", null],
      ["GET", null],
    ]);
  });

  it("answers null for a missing object", async () => {
    expect(await createS3Storage(options()).get("avatars/nothing.png")).toBeNull();
    expect(s3.log).toHaveLength(1);
    expect(s3.log[0].refused).toBeNull();
  });

  it("fails on a refused signature without naming the secret", async () => {
    const storage = createS3Storage(options({ secretAccessKey: "wrong-secret-value" }));
    const err = await storage.put("avatars/a.png", PNG, "image/png").catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe("S3 PUT avatars/a.png failed: HTTP 403");
    expect((err as Error).message).not.toContain("wrong-secret-value");
    expect(s3.log[0].refused).toBe("signature does not match");
    expect(s3.objects.size).toBe(0);
    await expect(storage.get("avatars/a.png")).rejects.toThrow("S3 GET avatars/a.png failed: HTTP 403");
  });

  it("fails on a 500 answer, and retries it when asked to", async () => {
    const once = createS3Storage(options());
    s3.failNext(2);
    await expect(once.put("avatars/b.png", PNG, "image/png")).rejects.toThrow(
      "S3 PUT avatars/b.png failed: HTTP 500",
    );
    await expect(once.get("avatars/b.png")).rejects.toThrow("S3 GET avatars/b.png failed: HTTP 500");
    expect(s3.objects.size).toBe(0);

    s3.failNext(1);
    await createS3Storage(options({ retries: 1 })).put("avatars/b.png", PNG, "image/png");
    expect(s3.log.slice(-2).map((l) => l.method)).toEqual(["PUT", "PUT"]);
    expect(s3.objects.has("avatars/b.png")).toBe(true);
  });

  it("fails when the endpoint is down, naming neither key id nor secret", async () => {
    const down = await startFakeS3();
    const endpoint = down.endpoint;
    await down.close();
    const err = await createS3Storage(options({ endpoint }))
      .get("avatars/c.png")
      .catch((e: Error) => e);
    expect((err as Error).message).toMatch(/^S3 GET avatars\/c\.png failed: /);
    expect((err as Error).message).not.toContain(s3.creds.secretAccessKey);
    expect((err as Error).message).not.toContain(s3.creds.accessKeyId);
  });

  it("addresses the bucket as a subdomain when path style is off", async () => {
    const seen: { url: string; refused: string | null }[] = [];
    const realFetch = globalThis.fetch;
    // No DNS for bucket.host here: check the signed request in-process instead of sending it.
    globalThis.fetch = (async (input: Request) => {
      const url = new URL(input.url);
      const headers: Record<string, string> = {};
      input.headers.forEach((v, k) => (headers[k] = v));
      const body = new Uint8Array(await input.arrayBuffer());
      const refused = verifySigV4(
        { method: input.method, path: url.pathname, host: url.host, headers, body },
        s3.creds,
      );
      seen.push({ url: input.url, refused });
      return new Response(null, { status: refused ? 403 : 200 });
    }) as typeof fetch;
    try {
      const storage = createS3Storage(
        options({ endpoint: "https://storage.example.test/", forcePathStyle: false, region: "us-east-1" }),
      );
      await storage.put("avatars/d.webp", PNG, "image/webp");
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toEqual([
      { url: `https://${s3.bucket}.storage.example.test/avatars/d.webp`, refused: null },
    ]);
  });

  it("refuses keys that could leave their folder before sending anything", async () => {
    const storage = createS3Storage(options());
    for (const key of [
      "../x.png",
      "/avatars/x.png",
      "avatars/../../x.png",
      "avatars/x.png?acl",
      "avatars",
      "",
    ]) {
      await expect(storage.put(key, PNG, "image/png")).rejects.toThrow("Invalid storage key");
      await expect(storage.get(key)).rejects.toThrow("Invalid storage key");
    }
    expect(s3.log).toHaveLength(0);
  });
});

describe("local storage", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "local-storage-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("keeps files under its root, never overwrites, and answers null for a missing key", async () => {
    const storage = createLocalStorage(root);
    await storage.put("avatars/e.png", PNG, "image/png");
    expect(readFileSync(path.join(root, "avatars", "e.png"))).toEqual(PNG);
    const got = await storage.get("avatars/e.png");
    expect(Buffer.from(got!.bytes)).toEqual(PNG);
    expect(got!.contentType).toBe("image/png");
    await expect(storage.put("avatars/e.png", PNG, "image/png")).rejects.toThrow(/EEXIST/);
    expect(await storage.get("avatars/none.png")).toBeNull();
    await expect(storage.get("avatars/../../etc/passwd")).rejects.toThrow("Invalid storage key");
  });
});
