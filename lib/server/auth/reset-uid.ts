// The uid of a reset link, as Djoser writes it: the user id in URL-safe base64.
export const encodeUid = (userId: number) => Buffer.from(String(userId), "utf8").toString("base64url");

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, "base64url").toString("utf8");
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
