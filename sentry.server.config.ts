// Server error reporting; loaded by instrumentation.ts on the Node runtime when NEXT_PUBLIC_SENTRY_DSN is set.
import * as Sentry from "@sentry/nextjs";
import { SENTRY_COMMON_OPTIONS, SENTRY_DSN, SENTRY_RATES } from "./sentry.common.config";

if (SENTRY_DSN) {
  Sentry.init({
    ...SENTRY_COMMON_OPTIONS,
    sampleRate: SENTRY_RATES.sampleRate,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
  });
}
