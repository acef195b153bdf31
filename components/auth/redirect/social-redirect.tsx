"use client";
// /auth/{provider}/redirect: finishes a social sign-in (or a binding started from the settings) with the
// provider's answer, then returns the shopper to where they started. Asks for an e-mail when the provider
// shared none, and explains a refusal or a failure.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ResponseError } from "@/lib/api/errors";
import type { SocialProvider } from "@/lib/api/types/auth";
import { refetchProfile, restartSession } from "@/lib/state/session";
import {
  forgetSocialIntent,
  readSocialIntent,
  type SocialIntentKind,
} from "@/lib/state/session-social-intent";
import styles from "../card/auth-card.module.css";
import { readServerErrors } from "../form/read-server-errors";
import { completeSocialLogin, isBindProvider, type SocialAnswer } from "./complete-social-login";
import { readSocialCallback } from "./read-social-callback";
import { SocialEmailForm } from "./social-email-form";

type Phase =
  | { name: "working" }
  | { name: "email"; reason: string }
  | { name: "done"; message: string }
  | { name: "denied" }
  | { name: "error"; message: string };

type Intent = { kind: SocialIntentKind; returnTo: string };

export const REDIRECT_TITLE_ID = "social-redirect-title";

/** The 400 {email: [...]} answer: the provider shared no usable address, ask for one. */
function emailProblem(error: unknown): string | null {
  if (!(error instanceof ResponseError) || error.status !== 400) return null;
  const email = (error.body as { email?: unknown } | null)?.email;
  return Array.isArray(email) && typeof email[0] === "string" ? email[0] : null;
}

export function SocialRedirect({ provider }: { provider: SocialProvider }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>({ name: "working" });
  const [intent, setIntent] = useState<Intent>({ kind: "sign-in", returnTo: "/" });
  const answerRef = useRef<SocialAnswer | null>(null);
  const hasStarted = useRef(false);
  const name = t(`providers.${provider}`);
  const fallbacks = {
    network: t("errors.network"),
    timeout: t("errors.timeout"),
    server: t("errors.server"),
  };

  async function complete(current: Intent, answer: SocialAnswer, email?: string) {
    const outcome = await completeSocialLogin(provider, current.kind, answer, email);
    forgetSocialIntent();
    let message: string;
    let target = current.returnTo;
    if (outcome.kind === "bound") {
      message = t("redirect.bound", { provider: name });
      target = "/profile/settings";
      void refetchProfile();
    } else {
      message = t(outcome.isSignedUp ? "redirect.signedUp" : "redirect.signedIn", { provider: name });
      await restartSession();
    }
    setPhase({ name: "done", message });
    notify({ type: "success", text: message });
    router.replace(target);
  }

  useEffect(() => {
    // Once only (React's development double effect included): the provider's code works once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    const saved = readSocialIntent(provider);
    const current: Intent = {
      kind: saved?.kind ?? "sign-in",
      returnTo: saved?.returnTo ?? (saved?.kind === "bind" ? "/profile/settings" : "/"),
    };
    const callback = readSocialCallback(provider, window.location.search, window.location.hash);
    // The code must not stay in the address bar, the history or a Referer.
    window.history.replaceState(window.history.state, "", window.location.pathname);

    async function run(): Promise<Phase | null> {
      setIntent(current);
      if (callback.kind === "denied") {
        forgetSocialIntent();
        return { name: "denied" };
      }
      if (callback.kind === "error")
        return { name: "error", message: callback.description ?? fallbacks.server };
      if (callback.kind === "missing") return { name: "error", message: t("redirect.missing") };
      if (current.kind === "bind" && !isBindProvider(provider))
        return { name: "error", message: t("redirect.bindNotOffered", { provider: name }) };
      const answer = { code: callback.code, state: callback.state, deviceId: callback.deviceId };
      answerRef.current = answer;
      try {
        await complete(current, answer);
        return null;
      } catch (error) {
        const reason = emailProblem(error);
        if (reason && current.kind === "sign-in") return { name: "email", reason };
        return { name: "error", message: readServerErrors(error, [], fallbacks).root ?? fallbacks.server };
      }
    }
    void run().then((next) => next && setPhase(next));
    // Runs once on arrival; the callback is read from the URL this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isBind = intent.kind === "bind";
  const backHref = isBind ? "/profile/settings" : intent.returnTo;
  const backLabel = t(isBind ? "redirect.backToSettings" : "redirect.back");

  switch (phase.name) {
    case "working":
      return (
        <>
          <h1 id={REDIRECT_TITLE_ID} className={styles.title}>
            {name}
          </h1>
          <div className={styles.status}>
            <Spinner label={t(isBind ? "redirect.binding" : "redirect.signingIn", { provider: name })} />
            <p className={styles.text} aria-hidden="true">
              {t(isBind ? "redirect.binding" : "redirect.signingIn", { provider: name })}
            </p>
          </div>
        </>
      );
    case "email":
      return (
        <>
          <h1 id={REDIRECT_TITLE_ID} className={styles.title}>
            {t("redirect.emailTitle")}
          </h1>
          <SocialEmailForm
            reason={phase.reason}
            onSubmit={(email) => complete(intent, answerRef.current!, email)}
          />
        </>
      );
    case "done":
      return (
        <>
          <h1 id={REDIRECT_TITLE_ID} className={styles.title}>
            {phase.message}
          </h1>
          <div className={styles.status}>
            <Spinner label={t(isBind ? "redirect.returningSettings" : "redirect.returning")} />
            <p className={styles.text} aria-hidden="true">
              {t(isBind ? "redirect.returningSettings" : "redirect.returning")}
            </p>
          </div>
        </>
      );
    case "denied":
      return (
        <>
          <h1 id={REDIRECT_TITLE_ID} className={styles.title}>
            {t("redirect.deniedTitle")}
          </h1>
          <p className={styles.text} role="status">
            {t("redirect.deniedText", { provider: name })}
          </p>
          <Button href={backHref} variant="secondary" isBlock>
            {backLabel}
          </Button>
        </>
      );
    case "error":
      return (
        <>
          <h1 id={REDIRECT_TITLE_ID} className={styles.title}>
            {t(isBind ? "redirect.bindErrorTitle" : "redirect.errorTitle", { provider: name })}
          </h1>
          <p className={styles.text} role="alert">
            {phase.message}
          </p>
          <Button href={backHref} variant="secondary" isBlock>
            {backLabel}
          </Button>
        </>
      );
  }
}
