// Runs before the app becomes interactive. Sentry is imported lazily and only with a DSN, so the default
// bundle does not carry the SDK (first-load JS budget, DESIGN.md section 7).
// zod probes whether it may compile parsers with new Function when a schema is built; the page's CSP forbids eval,
// and even the caught probe is reported as a violation. zod reads its settings from this global (zod/v4/core's
// globalConfig), so "jitless" is set before any schema module runs without this file importing zod, which pages
// with no form never load (first-load JS budget). tests/client/zod-jitless.test.ts pins that zod reads it.
const zodConfigKey = "__zod_globalConfig";
const zodConfig = ((globalThis as Record<string, unknown>)[zodConfigKey] ??= {}) as { jitless?: boolean };
zodConfig.jitless = true;

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
