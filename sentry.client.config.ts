// Browser error reporting; loaded by instrumentation-client.ts only when NEXT_PUBLIC_SENTRY_DSN is set.
import * as Sentry from "@sentry/nextjs";
import { SENTRY_COMMON_OPTIONS, SENTRY_DSN, SENTRY_RATES } from "./sentry.common.config";

if (SENTRY_DSN) {
  Sentry.init({
    ...SENTRY_COMMON_OPTIONS,
    ...SENTRY_RATES,
    // SPEC.md section 1: replays do not mask or block text or media; form inputs stay masked, as they may hold e-mails and codes.
    integrations: [
      Sentry.replayIntegration({ maskAllText: false, blockAllMedia: false, maskAllInputs: true }),
    ],
  });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
