// Types of scripts/static-brotli.mjs for the tests that import it.
import type { IncomingMessage, ServerResponse } from "node:http";

export declare function acceptsBrotli(header: string | undefined): boolean;
export declare function createStaticBrotli(options: {
  distDir: string;
  maxBytes?: number;
  quality?: number;
}): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  settled(): Promise<unknown>;
};
