// A fault of the environment found while opening the database (bad DATABASE_URL, unusable DATA_DIR, a lock held by
// another process): its message is the one line an operator reads, so entry points print it alone and exit 1.
export class StartupError extends Error {
  readonly isStartupError = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}

/** True for a StartupError, also one thrown by another copy of this module (the server bundle vs a script). */
export function isStartupError(err: unknown): err is StartupError {
  return (
    typeof err === "object" && err !== null && (err as { isStartupError?: unknown }).isStartupError === true
  );
}
