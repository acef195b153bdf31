// A stand-in S3 endpoint on 127.0.0.1 (random port) that keeps objects in memory and refuses any request whose
// SigV4 Authorization does not verify. The signature is recomputed here with node:crypto from the raw request,
// independently of the signing library under test.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type SignedRequest = {
  method: string;
  /** Path and query exactly as sent (already URL-encoded). */
  path: string;
  host: string;
  headers: Record<string, string>;
  body: Uint8Array;
};

export type Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

function canonicalQuery(query: string): string {
  if (!query) return "";
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ""] = pair.split("=");
      const enc = (s: string) =>
        encodeURIComponent(decodeURIComponent(s)).replace(
          /[!'()*]/g,
          (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
        );
      return [enc(k), enc(v)] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/**
 * Checks a request's SigV4 header the way S3 does; returns why it fails, or null when it verifies.
 * `now` bounds the clock skew (15 minutes); pass null to skip that check (fixed test vectors).
 */
export function verifySigV4(
  req: SignedRequest,
  creds: Credentials,
  now: Date | null = new Date(),
): string | null {
  const auth = req.headers.authorization ?? "";
  const m = AUTH_PATTERN.exec(auth);
  if (!m) return "Authorization is not a SigV4 header";
  const [, keyId, date, region, signedHeaderList, signature] = m;
  if (keyId !== creds.accessKeyId) return "unknown access key";
  if (region !== creds.region) return `wrong region ${region}`;
  const amzDate = req.headers["x-amz-date"] ?? "";
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return "bad X-Amz-Date";
  if (now) {
    const at = Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`,
    );
    if (Math.abs(now.getTime() - at) > 15 * 60_000) return "request time too skewed";
  }
  const signed = signedHeaderList.split(";");
  for (const needed of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!signed.includes(needed)) return `${needed} is not signed`;
  }
  const payloadHash = req.headers["x-amz-content-sha256"] ?? "";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(req.body)) return "payload hash mismatch";
  const [path, query = ""] = req.path.split("?");
  const value = (name: string) =>
    (name === "host" ? req.host : (req.headers[name] ?? "")).trim().replace(/\s+/g, " ");
  const canonical = [
    req.method,
    path,
    canonicalQuery(query),
    signed.map((name) => `${name}:${value(name)}\n`).join(""),
    signedHeaderList,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, date), region), "s3"), "aws4_request");
  const expected = hmac(key, toSign);
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : "signature does not match";
}

type StoredObject = { bytes: Buffer; contentType: string };

export type FakeS3 = {
  endpoint: string;
  creds: Credentials;
  bucket: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request seen: method, path, its Authorization header and the verdict. */
  log: { method: string; path: string; authorization: string; refused: string | null }[];
  /** The next n requests answer 500 (after their signature is checked). */
  failNext: (n: number) => void;
  close: () => Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(
  creds: Credentials = {
    accessKeyId: "AKIDFAKE",
    secretAccessKey: "fake-secret-key-0123456789",
    region: "us-east-1",
  },
  bucket = "avatars-bucket",
): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const log: FakeS3["log"] = [];
  let failing = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      const path = req.url ?? "/";
      const refused = verifySigV4(
        { method: req.method ?? "GET", path, host: headers.host ?? "", headers, body },
        creds,
      );
      log.push({ method: req.method ?? "", path, authorization: headers.authorization ?? "", refused });
      const answer = (status: number, text = "", type = "application/xml") => {
        res.writeHead(status, { "content-type": type });
        res.end(text);
      };
      if (refused) return answer(403, xmlError("SignatureDoesNotMatch", refused));
      if (failing > 0) {
        failing--;
        return answer(500, xmlError("InternalError", "We encountered an internal error."));
      }
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) return answer(404, xmlError("NoSuchBucket", "The bucket does not exist"));
      const key = decodeURIComponent(path.slice(prefix.length).split("?")[0]);
      if (req.method === "PUT") {
        objects.set(key, { bytes: body, contentType: headers["content-type"] ?? "binary/octet-stream" });
        return answer(200);
      }
      if (req.method === "GET") {
        const hit = objects.get(key);
        if (!hit) return answer(404, xmlError("NoSuchKey", "The specified key does not exist."));
        res.writeHead(200, { "content-type": hit.contentType, "content-length": String(hit.bytes.length) });
        return res.end(hit.bytes);
      }
      answer(405, xmlError("MethodNotAllowed", "The specified method is not allowed."));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    creds,
    bucket,
    objects,
    log,
    failNext: (n) => {
      failing = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
