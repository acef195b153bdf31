// An S3-compatible bucket (AWS, Yandex Object Storage, MinIO…) over fetch, requests signed with SigV4 by aws4fetch.
// Uploads carry their SHA-256 in X-Amz-Content-Sha256, so the store checks the bytes it received against the signature.
// Errors name the method, the key and the HTTP status only: never the credentials or the signed headers.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { FileStorage } from "./file-storage";
import { storageKey } from "./storage-key";

export type S3StorageOptions = {
  /** http(s)://host[:port][/prefix], no trailing slash needed. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: endpoint/bucket/key (MinIO, most self-hosted stores); false: bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Extra attempts after a 5xx or 429 answer, with jittered backoff (aws4fetch). */
  retries?: number;
  timeoutMs?: number;
};

export function createS3Storage(o: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    service: "s3",
    region: o.region,
    retries: o.retries ?? 2,
  });
  const endpoint = new URL(o.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, "");

  const urlOf = (key: string) => {
    const path = storageKey(key).split("/").map(encodeURIComponent).join("/");
    if (o.forcePathStyle) return `${endpoint.origin}${prefix}/${encodeURIComponent(o.bucket)}/${path}`;
    return `${endpoint.protocol}//${o.bucket}.${endpoint.host}${prefix}/${path}`;
  };

  const send = async (method: "GET" | "PUT", key: string, init: RequestInit = {}) => {
    try {
      return await client.fetch(urlOf(key), {
        ...init,
        method,
        signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`S3 ${method} ${key} failed: ${reason}`);
    }
  };

  return {
    async put(key, bytes, contentType) {
      const res = await send("PUT", key, {
        // A copy over a plain ArrayBuffer: fetch's BodyInit type refuses views of a SharedArrayBuffer.
        body: new Uint8Array(bytes),
        headers: {
          "Content-Type": contentType,
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${res.status}`);
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new Error(`S3 GET ${key} failed: HTTP ${res.status}`);
      }
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
  };
}
