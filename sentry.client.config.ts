// Browser error reporting; loaded by instrumentation-client.ts only when NEXT_PUBLIC_SENTRY_DSN is set.
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
    ...SENTRY_RATES,
    // SPEC.md section 1: replays do not mask or block text or media; form inputs stay masked, as they may hold e-mails and codes.
    integrations: [
      Sentry.replayIntegration({ maskAllText: false, blockAllMedia: false, maskAllInputs: true }),
    ],
    dataCollection: SENTRY_DATA_COLLECTION,
    beforeSend: scrubEvent,
  });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
