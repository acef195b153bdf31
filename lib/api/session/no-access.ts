// Session layer: an answer whose error code is "no_access" ends the session and shows its detail as an error toast.
import { errorCodeOf } from "../error-code-of";
import type { Middleware } from "../http-client";

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get("content-type")?.includes("json")) return null;
  try {
    return await response.clone().json();
  } catch {
    return null;
  }
}

export function noAccessLogout(options: { logout(): void; toastError(message: string): void }): Middleware {
  return {
    async post({ response }) {
      // Error codes come only with error statuses; a 2xx `code` is data (a promo code may be any word).
      if (response.ok) return undefined;
      const body = await readJson(response);
      if (errorCodeOf(response, body) !== "no_access") return undefined;
      options.logout();
      const detail = (body as { detail?: unknown } | null)?.detail;
      if (typeof detail === "string" && detail) options.toastError(detail);
      return undefined;
    },
  };
}
