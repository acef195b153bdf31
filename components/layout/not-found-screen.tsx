// 404 screen for unknown paths and notFound(): the path comes from the x-pathname header set in proxy.ts.
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { PATHNAME_HEADER } from "@/proxy";
import { ErrorScreen } from "./error-screen";

export async function readRequestedPath(): Promise<string> {
  const raw = (await headers()).get(PATHNAME_HEADER) ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // malformed escapes: show the path as it came
  }
}

export async function NotFoundScreen() {
  const t = await getTranslations("errors");
  const path = await readRequestedPath();
  return <ErrorScreen status={404} detail={path ? t("page_not_found", { path }) : undefined} />;
}

/** "Brand 404": the brand name followed by the status code (SPEC.md section 1). */
export async function generateNotFoundMetadata(): Promise<Metadata> {
  const brand = await getTranslations("brand");
  return { title: { absolute: `${brand("name")} 404` }, robots: { index: false } };
}
