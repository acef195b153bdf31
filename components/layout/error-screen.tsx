// The one error screen (SPEC.md section 2): status code, message, a go-home button; a full-screen spinner
// while the status is not known yet. Used by not-found, error and global-error.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FullScreenSpinner } from "@/components/ui/full-screen-spinner";
import styles from "./error-screen.module.css";

type ErrorScreenProps = {
  /** null while the error is not available yet. */
  status: number | null;
  /** Extra line under the message, e.g. the unknown path. */
  detail?: string;
  /** Clears the error and navigates home; without it the button is a plain link to "/". */
  onGoHome?: () => void;
};

export function ErrorScreen({ status, detail, onGoHome }: ErrorScreenProps) {
  const t = useTranslations("errors");
  if (status === null) return <FullScreenSpinner label={t("pending")} />;
  const message = status === 404 ? t("not_found") : t("any_other");
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title">
      <div className={styles.card}>
        <p className={styles.status} aria-hidden="true">
          {status}
        </p>
        <h1 id="error-screen-title" className={styles.title}>
          <span className="visually-hidden">{t("status", { status })}. </span>
          {message}
        </h1>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        {onGoHome ? (
          <Button size="l" onClick={onGoHome}>
            {t("go_home")}
          </Button>
        ) : (
          <Button size="l" href="/">
            {t("go_home")}
          </Button>
        )}
      </div>
    </section>
  );
}
