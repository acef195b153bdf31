// redirect and p2p_redirect: the provider's page was opened in a new window when the payment started; the link
// stays on the page for a blocked popup, a closed window or a resumed payment.
import { useTranslations } from "next-intl";
import { safeLinkProps } from "./safe-link-props";
import { toSafeHttpUrl } from "./safe-url";
import styles from "./scenario.module.css";

type Props = { url: string; isFresh: boolean; isPopupBlocked: boolean };

export function RedirectScenario({ url, isFresh, isPopupBlocked }: Props) {
  const t = useTranslations("payment");
  const href = toSafeHttpUrl(url);
  if (!href) return <p className={styles.error}>{t("error_bad_link")}</p>;
  const text = isPopupBlocked ? t("redirect_blocked") : isFresh ? t("redirect_text") : t("redirect_resume");
  return (
    <>
      <p className={isPopupBlocked ? styles.warning : undefined}>{text}</p>
      <a className={styles.action} href={href} {...safeLinkProps}>
        {t("go_to_payment")}
        <span className="visually-hidden"> {t("new_window")}</span>
      </a>
    </>
  );
}
