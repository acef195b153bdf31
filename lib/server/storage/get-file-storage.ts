// The storage the configuration asks for: the S3 bucket when S3_* is set (all or none, checked in config),
// otherwise DATA_DIR/uploads. Built once per configuration, so tests that change the env get a fresh one.
import path from "node:path";
import { getConfig, type Config } from "../config";
import type { FileStorage } from "./file-storage";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";

let built: { config: Config; storage: FileStorage } | undefined;

function storageFor(c: Config): FileStorage {
  if (c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: c.S3_ENDPOINT,
      bucket: c.S3_BUCKET,
      region: c.S3_REGION,
      accessKeyId: c.S3_ACCESS_KEY_ID,
      secretAccessKey: c.S3_SECRET_ACCESS_KEY,
      forcePathStyle: c.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.resolve(c.DATA_DIR, "uploads"));
}

export function getFileStorage(): FileStorage {
  const config = getConfig();
  if (built?.config !== config) built = { config, storage: storageFor(config) };
  return built.storage;
}
