// The accounts module's notion of "now": token lifetimes and code expiry are tested by moving it.
let override: (() => Date) | undefined;

export function authNow(): Date {
  return override ? override() : new Date();
}

export function setAuthClockForTests(clock: (() => Date) | undefined) {
  override = clock;
}
