// Types of scripts/metrics-endpoint.mjs for the TypeScript scripts that import it (scripts/worker.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Counter, Histogram } from "prom-client";

export const METRICS_PATH: string;
export const httpRequestDuration: Histogram<"method" | "route" | "status">;
export const pageCacheAnswers: Counter<"result">;
export function collectProcessMetrics(): void;
export function isMetricsRequest(req: IncomingMessage): boolean;
export function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
