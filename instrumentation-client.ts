// Runs before the app becomes interactive. Sentry is imported lazily and only with a DSN, so the default
// bundle does not carry the SDK (first-load JS budget, DESIGN.md section 7).
import { config as configureZod } from "zod/v4/core";

// zod probes whether it may compile parsers with new Function; the page's CSP forbids eval, and even the caught
// probe is reported as a violation. Parsers without that compilation are just as correct.
configureZod({ jitless: true });

type TransitionHook = (url: string, navigationType: "push" | "replace" | "traverse") => void;

let captureTransition: TransitionHook | undefined;

if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import("./sentry.client.config").then((mod) => {
    captureTransition = mod.onRouterTransitionStart;
  });
}

export function onRouterTransitionStart(url: string, navigationType: "push" | "replace" | "traverse") {
  captureTransition?.(url, navigationType);
}
