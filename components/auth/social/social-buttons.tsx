"use client";
// Social sign-in buttons of the auth popup: only the providers the server offers; a click leaves for the provider.
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { Spinner } from "@/components/ui/spinner";
import type { SocialProvider } from "@/lib/api/types/auth";
import { readServerErrors } from "../form/read-server-errors";
import { listAvailableProviders } from "./list-available-providers";
import { ProviderIcon } from "./provider-icon";
import { startSocialFlow } from "./start-social-flow";
import styles from "./social-buttons.module.css";

export function SocialButtons() {
  const t = useTranslations("auth");
  const notify = useNotify();
  const titleId = useId();
  const [providers, setProviders] = useState<SocialProvider[] | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  useEffect(() => {
    let isCurrent = true;
    listAvailableProviders().then((list) => isCurrent && setProviders(list));
    return () => {
      isCurrent = false;
    };
  }, []);

  if (providers !== null && providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setBusy(provider);
    try {
      await startSocialFlow(provider, "sign-in", window.location.pathname + window.location.search);
    } catch (error) {
      const messages = {
        network: t("errors.network"),
        timeout: t("errors.timeout"),
        server: t("errors.server"),
      };
      const reason = readServerErrors(error, [], messages).root ?? messages.server;
      notify({
        type: "error",
        text: t("social.startFailed", { provider: t(`providers.${provider}`), reason }),
      });
      setBusy(null);
    }
  }

  return (
    <section className={styles.social} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t("social.title")}
      </h3>
      {providers === null ? (
        <Spinner size="s" label={t("social.checking")} className={styles.checking} />
      ) : (
        <ul className={styles.list}>
          {providers.map((provider) => {
            const name = t(`providers.${provider}`);
            return (
              <li key={provider}>
                <button
                  type="button"
                  className={styles.button}
                  aria-label={t("social.signInWith", { provider: name })}
                  aria-busy={busy === provider || undefined}
                  disabled={busy !== null}
                  onClick={() => start(provider)}
                >
                  <ProviderIcon provider={provider} size="s" />
                  <span className={styles.name}>{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
