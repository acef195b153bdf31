// One provider in the bindings list: bound (with a shortened account id) or not, and what can be done about it.
import { useTranslations } from "next-intl";
import { ProviderIcon } from "@/components/auth/social/provider-icon";
import { Button } from "@/components/ui/button";
import type { SocialProvider } from "@/lib/api/types/auth";
import { shortenUid } from "./shorten-uid";
import styles from "./profile-settings.module.css";

type SocialBindingRowProps = {
  provider: SocialProvider;
  name: string;
  uid: string | null;
  isBusy: boolean;
  isDisabled: boolean;
  /** Absent where the provider offers no binding (facebook). */
  onBind?: () => void;
  /** Absent where the provider offers no unbinding (google). */
  onUnbind?: () => void;
};

export function SocialBindingRow({
  provider,
  name,
  uid,
  isBusy,
  isDisabled,
  onBind,
  onUnbind,
}: SocialBindingRowProps) {
  const t = useTranslations("settings");
  const isBound = uid !== null;
  const action = isBound ? onUnbind : onBind;
  return (
    <li className={styles.binding} data-bound={isBound}>
      <ProviderIcon provider={provider} />
      <div className={styles.bindingText}>
        <span className={styles.bindingName}>{name}</span>
        <span className={styles.bindingState}>
          <span className={styles.dot} aria-hidden="true" />
          {isBound ? t("bound") : t("unbound")}
          {isBound ? (
            <span className={styles.uid} title={uid}>
              {t("accountId", { uid: shortenUid(uid) })}
            </span>
          ) : null}
        </span>
      </div>
      {action ? (
        <Button
          size="xs"
          variant="secondary"
          className={styles.bindingAction}
          aria-label={t(isBound ? "unbindLabel" : "bindLabel", { provider: name })}
          aria-busy={isBusy || undefined}
          disabled={isDisabled}
          onClick={action}
        >
          {isBound ? t("unbind") : t("bind")}
        </Button>
      ) : (
        <span className={styles.bindingNote}>{isBound ? t("unbindUnavailable") : t("bindUnavailable")}</span>
      )}
    </li>
  );
}
