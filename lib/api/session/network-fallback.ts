// Session layer: a failed or timed-out fetch becomes a synthesized response, so callers see an HTTP status.
import { TimeoutError } from "../errors";
import type { Middleware } from "../http-client";

export function synthesizeResponse(status: number, statusText: string): Response {
  return new Response(null, { status, statusText });
}

export function networkFallback(): Middleware {
  return {
    onError({ error, init }) {
      if (error instanceof TimeoutError) return synthesizeResponse(408, "Request Timeout");
      // The caller cancelled (e.g. react-query unmount): that is not an outage, let it fail.
      if (init.signal?.aborted) return undefined;
      return synthesizeResponse(503, "Service Unavailable");
    },
  };
}
