// Session layer: a body with code "no_access" ends the session and shows its detail as an error toast.
import type { Middleware } from "../http-client";

async function readCode(response: Response): Promise<{ code?: unknown; detail?: unknown } | null> {
  if (!response.headers.get("content-type")?.includes("json")) return null;
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === "object" ? (body as { code?: unknown; detail?: unknown }) : null;
  } catch {
    return null;
  }
}

export function noAccessLogout(options: { logout(): void; toastError(message: string): void }): Middleware {
  return {
    async post({ response }) {
      // DRF sends error codes only with error statuses; a 2xx `code` is data (a promo code may be any word).
      if (response.ok) return undefined;
      const body = await readCode(response);
      if (body?.code !== "no_access") return undefined;
      options.logout();
      if (typeof body.detail === "string" && body.detail) options.toastError(body.detail);
      return undefined;
    },
  };
}
