// "Now" for the rate limiter: tests move it past a window instead of waiting.
let override: (() => Date) | undefined;

export function rateLimitNow(): Date {
  return override ? override() : new Date();
}

export function setRateLimitClockForTests(clock: (() => Date) | undefined) {
  override = clock;
}
