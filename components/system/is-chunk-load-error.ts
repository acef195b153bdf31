// Recognises the errors browsers and bundlers raise when a code chunk of an older deployment is gone.
const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading chunk [\w/.-]+ failed/i,
  /Loading CSS chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === "string") return CHUNK_ERROR_PATTERNS.some((p) => p.test(reason));
  if (typeof reason === "object") {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    if (name === "ChunkLoadError") return true;
    if (typeof message === "string") return CHUNK_ERROR_PATTERNS.some((p) => p.test(message));
  }
  return false;
}
