// A detail page id is a positive 32-bit integer written plainly ("12", not "012" or "1e3").
const MAX_ID = 2_147_483_647;

export function parseIdParam(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
