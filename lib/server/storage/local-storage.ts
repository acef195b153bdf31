// Files under a root folder (DATA_DIR/uploads): the type is told by the extension the server chose when storing.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage";
import { storageKey } from "./storage-key";

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...storageKey(key).split("/"));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": a random name that already exists is a bug, never an overwrite.
      await writeFile(file, bytes, { flag: "wx" });
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = await readFile(file);
        return {
          bytes: new Uint8Array(bytes),
          contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
  };
}
