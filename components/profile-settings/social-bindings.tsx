"use client";
// The social bindings: every provider with its state; bind (not facebook) leaves for the provider with the
// intent "bind", unbind (not google) asks first. Errors are toasts; the profile is fetched again after a change.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { readServerErrors } from "@/components/auth/form/read-server-errors";
import { startSocialFlow } from "@/components/auth/social/start-social-flow";
import { useIsHydrated } from "@/components/auth/use-is-hydrated";
import { useNotify } from "@/components/notifications/use-notify";
import { unbindSocial } from "@/lib/api/auth";
import {
  BIND_PROVIDERS,
  SOCIAL_PROVIDERS,
  UNBIND_PROVIDERS,
  type BindProvider,
  type Profile,
  type SocialProvider,
  type UnbindProvider,
} from "@/lib/api/types/auth";
import { refetchProfile } from "@/lib/state/session";
import { SocialBindingRow } from "./social-binding-row";
import { UnbindConfirm } from "./unbind-confirm";
import styles from "./profile-settings.module.css";

const canBind = (p: SocialProvider): p is BindProvider => (BIND_PROVIDERS as readonly string[]).includes(p);
const canUnbind = (p: SocialProvider): p is UnbindProvider =>
  (UNBIND_PROVIDERS as readonly string[]).includes(p);

export function SocialBindings({ socialIds }: { socialIds: Profile["socialIds"] }) {
  const t = useTranslations("settings");
  const tAuth = useTranslations("auth");
  const notify = useNotify();
  const titleId = useId();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const isHydrated = useIsHydrated();
  const [confirming, setConfirming] = useState<UnbindProvider | null>(null);
  const nameOf = (provider: SocialProvider) => tAuth(`providers.${provider}`);

  function reportError(error: unknown) {
    const messages = {
      network: tAuth("errors.network"),
      timeout: tAuth("errors.timeout"),
      server: tAuth("errors.server"),
    };
    notify({ type: "error", text: readServerErrors(error, [], messages).root ?? messages.server });
  }

  async function bind(provider: BindProvider) {
    setBusy(provider);
    try {
      await startSocialFlow(provider, "bind", "/profile/settings");
    } catch (error) {
      reportError(error);
      setBusy(null);
    }
  }

  async function unbind(provider: UnbindProvider) {
    setConfirming(null);
    setBusy(provider);
    try {
      await unbindSocial({ provider });
      notify({ type: "success", text: t("unbindDone", { provider: nameOf(provider) }) });
    } catch (error) {
      reportError(error);
    } finally {
      await refetchProfile();
      setBusy(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t("socialTitle")}
      </h2>
      <p className={styles.cardLead}>{t("socialLead")}</p>
      <ul className={styles.bindings}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <SocialBindingRow
            key={provider}
            provider={provider}
            name={nameOf(provider)}
            uid={socialIds[provider] ?? null}
            isBusy={busy === provider}
            isDisabled={busy !== null || !isHydrated}
            onBind={canBind(provider) ? () => bind(provider) : undefined}
            onUnbind={canUnbind(provider) ? () => setConfirming(provider) : undefined}
          />
        ))}
      </ul>
      <UnbindConfirm
        provider={confirming}
        name={confirming ? nameOf(confirming) : ""}
        onConfirm={(provider) => unbind(provider)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
