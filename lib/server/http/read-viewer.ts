// Who is looking at a page open to anyone (the order and payment pages), from the page request's cookies
// (lib/server/auth/viewer-of.ts verifies them).
import { cookies } from "next/headers";
import { ACCESS_COOKIE, LEGACY_REFRESH_COOKIE } from "@/lib/api/constants";
import { viewerOf, type Viewer } from "../auth/viewer-of";

export async function readViewer(): Promise<Viewer> {
  const jar = await cookies();
  return viewerOf(jar.get(ACCESS_COOKIE)?.value, Boolean(jar.get(LEGACY_REFRESH_COOKIE)?.value));
}
