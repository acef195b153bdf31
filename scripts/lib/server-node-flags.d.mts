// Types of scripts/lib/server-node-flags.mjs for the TypeScript that imports it (tests/process/start-store.ts).
export const SERVER_NODE_FLAGS: string[];
export function serverArgs(port: number, hostname?: string): string[];
/** node's arguments for the job worker, as deploy/systemd/game-store-worker.service starts it (node's own flags). */
export function workerArgs(): string[];
/** The compiled file of a server entry ("serve", "worker", "prepare-db"), relative to the store's folder. */
export function compiledEntry(name: "serve" | "worker" | "prepare-db"): string;
