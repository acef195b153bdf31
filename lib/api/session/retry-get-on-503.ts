// Session layer: a GET answered 503 (real or synthesized) is retried, waiting longer each time.
import { GET_RETRY_DELAYS_MS } from "../constants";
import type { Middleware } from "../http-client";

export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only GET: repeating a POST could create a second order or payment. */
export function retryGetOn503(options: { delaysMs?: readonly number[]; sleep?: Sleep } = {}): Middleware {
  const delays = options.delaysMs ?? GET_RETRY_DELAYS_MS;
  const wait = options.sleep ?? sleep;
  return {
    async post({ init, response, refetch }) {
      if ((init.method ?? "GET").toUpperCase() !== "GET") return undefined;
      let current = response;
      for (const delay of delays) {
        if (current.status !== 503) break;
        await wait(delay);
        current = await refetch();
      }
      return current;
    },
  };
}
