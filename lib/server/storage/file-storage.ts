// Where uploaded files live: local files under DATA_DIR or an S3-compatible bucket, behind one small interface.
// Keys are made by the server (random names under a fixed folder), never taken from a request.

export type StoredFile = { bytes: Uint8Array; contentType: string };

export interface FileStorage {
  /** Stores the bytes under `key`, replacing nothing the server did not write itself. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes and type, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
}
