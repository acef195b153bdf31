// Server error reporting; loaded by instrumentation.ts on the Node runtime when NEXT_PUBLIC_SENTRY_DSN is set.
import * as Sentry from "@sentry/nextjs";
import {
  SENTRY_DATA_COLLECTION,
  SENTRY_DSN,
  SENTRY_ENVIRONMENT,
  SENTRY_RATES,
  scrubEvent,
} from "./sentry.common.config";

if (SENTRY_DSN) {
  Sentry.init({
    dsn: SENTRY_DSN,
    environment: SENTRY_ENVIRONMENT,
    sampleRate: SENTRY_RATES.sampleRate,
    tracesSampleRate: SENTRY_RATES.tracesSampleRate,
    dataCollection: SENTRY_DATA_COLLECTION,
    beforeSend: scrubEvent,
  });
}
