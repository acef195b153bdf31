// Uploaded pictures in one folder of the configured file storage (Standoff avatars, catalogue art): the type is
// decided by the file's first bytes (PNG, JPEG or WebP only, whatever its name or declared type claims), the name
// is random, and a file is served back only under that name with the type it was stored as.
import { randomBytes } from "node:crypto";
import { getFileStorage } from "./get-file-storage";

export const IMAGE_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The pictures of `folder` (a plain storage folder name), served by GET /api/uploads/{folder}/{name}/. */
export function imageFolder(folder: string) {
  const keyOf = (name: string) => `${folder}/${name}`;
  return {
    url: (name: string) => `/api/uploads/${folder}/${name}/`,

    /** Stores the picture under a new random name; returns the name. */
    async save(bytes: Uint8Array, ext: ImageExtension): Promise<string> {
      const name = `${randomBytes(16).toString("hex")}.${ext}`;
      await getFileStorage().put(keyOf(name), bytes, IMAGE_TYPES[ext]);
      return name;
    },

    /** The stored picture and its type, or null for a name we did not give out. */
    async read(name: string): Promise<{ bytes: Uint8Array; type: string } | null> {
      const match = NAME_PATTERN.exec(name);
      if (!match) return null;
      const ext = match[1] as ImageExtension;
      const stored = await getFileStorage().get(keyOf(name));
      // The type served is the one the name was given for, and the bytes must still be that type: a bucket
      // object replaced behind our back (or a stored Content-Type someone edited) is never served as another.
      if (!stored || sniffImageType(stored.bytes) !== ext) return null;
      return { bytes: stored.bytes, type: IMAGE_TYPES[ext] };
    },
  };
}
