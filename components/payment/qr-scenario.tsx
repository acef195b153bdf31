"use client";
// qr and invoice_qr: the payload drawn as a QR code here in the browser, and, when it is a web link, a way to open
// it on this device (a phone cannot scan its own screen).
import { useTranslations } from "next-intl";
import { QrCode } from "./qr-code";
import { safeLinkProps } from "./safe-link-props";
import { toSafeHttpUrl } from "./safe-url";
import styles from "./scenario.module.css";

export function QrScenario({ payload, isInvoice }: { payload: string; isInvoice: boolean }) {
  const t = useTranslations("payment");
  const href = toSafeHttpUrl(payload);
  return (
    <>
      <p>{isInvoice ? t("invoice_text") : t("qr_text")}</p>
      <div className={styles.qrFrame}>
        <QrCode text={payload} label={t("qr_label")} errorText={t("qr_failed")} />
      </div>
      {href ? (
        <a className={styles.secondaryAction} href={href} {...safeLinkProps}>
          {t("qr_open")}
          <span className="visually-hidden"> {t("new_window")}</span>
        </a>
      ) : null}
    </>
  );
}
