// Error classes of the client; messages are the ones SPEC.md section 8 names.
import type { ErrorCode } from "@/lib/schemas/error-codes";
import { errorCodeOf } from "./error-code-of";

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

  /** The answer's error code, if any (errorCodeOf): what the client branches on, never the text. */
  get code(): ErrorCode | undefined {
    return errorCodeOf(this.response, this.body);
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
