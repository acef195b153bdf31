// Standoff account avatars in the configured file storage (DATA_DIR/uploads/avatars/ or the S3 bucket's avatars/):
// the type is decided by the file's first bytes (PNG, JPEG or WebP only, whatever its name or declared type
// claims), the name is random, and files are served back only under that name with the type it was stored as.
import { randomBytes } from "node:crypto";
import { getFileStorage } from "../../storage/get-file-storage";

export const AVATAR_TYPES = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type AvatarExtension = keyof typeof AVATAR_TYPES;

const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export function sniffImageType(bytes: Uint8Array): AvatarExtension | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

const avatarKey = (name: string) => `avatars/${name}`;

export const avatarUrl = (name: string) => `/api/uploads/avatars/${name}/`;

/** Stores the picture under a new random name; returns the name. */
export async function saveAvatar(bytes: Uint8Array, ext: AvatarExtension): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${ext}`;
  await getFileStorage().put(avatarKey(name), bytes, AVATAR_TYPES[ext]);
  return name;
}

/** The stored picture and its type, or null for a name we did not give out. */
export async function readAvatar(name: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const ext = match[1] as AvatarExtension;
  const stored = await getFileStorage().get(avatarKey(name));
  // The type served is the one the name was given for, and the bytes must still be that type: a bucket object
  // replaced behind our back (or a stored Content-Type someone edited) is never served as something else.
  if (!stored || sniffImageType(stored.bytes) !== ext) return null;
  return { bytes: stored.bytes, type: AVATAR_TYPES[ext] };
}
