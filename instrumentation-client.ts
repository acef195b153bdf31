// Runs before the app becomes interactive. Sentry is imported lazily and only with a DSN, so the default
// bundle does not carry the SDK (first-load JS budget, DESIGN.md section 7).
// zod's "no eval" setting comes with the forms that use it (lib/forms/zod-resolver.ts), not from here: every
// page would load zod.

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
