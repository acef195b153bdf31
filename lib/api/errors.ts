// Error classes of the client; messages are the ones SPEC.md section 8 names.
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import type { ErrorCode } from "@/lib/schemas/error-codes";

/** A response outside 200-299 that the interceptors let through. */
export class ResponseError extends Error {
  override name = "ResponseError" as const;
  readonly status: number;
  constructor(
    readonly response: Response,
    /** Parsed body, camelCased when JSON (DRF field errors keep their arrays). */
    readonly body: unknown,
    msg = "Response returned an error code",
  ) {
    super(msg);
    this.status = response.status;
  }

  /** DRF `detail` string of the body, if any. */
  get detail(): string | undefined {
    const b = this.body as { detail?: unknown } | null;
    return b && typeof b === "object" && typeof b.detail === "string" ? b.detail : undefined;
  }

  /**
   * The answer's error code (lib/schemas/error-codes.ts), if any: what the client branches on, never the text. The
   * X-Error-Code header names it on every error answer (field errors too); a body's own `code` is the fallback.
   */
  get code(): ErrorCode | undefined {
    const header = this.response.headers.get(ERROR_CODE_HEADER);
    if (header) return header as ErrorCode;
    const b = this.body as { code?: unknown } | null;
    return b && typeof b === "object" && typeof b.code === "string" ? (b.code as ErrorCode) : undefined;
  }
}

/** The network request failed and no interceptor supplied a replacement response. */
export class FetchError extends Error {
  override name = "FetchError" as const;
  constructor(
    override readonly cause: unknown,
    msg = "The request failed and the interceptors did not return an alternative response",
  ) {
    super(msg);
  }
}

/** A call was made without one of its required parameters. */
export class RequiredError extends Error {
  override name = "RequiredError" as const;
  constructor(
    readonly field: string,
    msg?: string,
  ) {
    super(msg ?? `Required parameter "${field}" was null or undefined.`);
  }
}

/** A polymorphic response named a resourcetype (or scenario type) the client does not know. */
export class NoVariantError extends Error {
  override name = "NoVariantError" as const;
  constructor(
    readonly entity: string,
    readonly discriminator: string,
    readonly value: unknown,
  ) {
    super(`No variant of ${entity} exists with ${discriminator} ${JSON.stringify(value)}`);
  }
}

/** Raised inside the fetch layer when the request outlived its timeout. */
export class TimeoutError extends Error {
  override name = "TimeoutError" as const;
  constructor(readonly timeoutMs: number) {
    super(`The request took longer than ${timeoutMs} ms`);
  }
}
