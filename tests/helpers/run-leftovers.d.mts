// Types of tests/helpers/run-leftovers.mjs.
export function listChild(pid: number | undefined): () => void;
export function listPostgres(dataDir: string): () => void;
export function stopListed(): void;
export function stopListedOnSignal(): void;
