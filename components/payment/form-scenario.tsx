"use client";
// form: the provider wants a form posted to it (a bank's checkout, GetPay). It is submitted in this window, the way
// such checkouts expect: a form submitted after the payment call returned has lost the click's user activation,
// so a new-window submit would be caught by popup blockers, while a same-window submit never is, and the provider
// brings the shopper back to this page. Only a payment started just now submits by itself; a resumed one waits
// for the button, so coming back with the Back button does not bounce the shopper forward again.
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toSafeHttpUrl } from "./safe-url";
import styles from "./scenario.module.css";

type Props = { method: string; action: string; fields: Record<string, string>; isFresh: boolean };

export function FormScenario({ method, action, fields, isFresh }: Props) {
  const t = useTranslations("payment");
  const formRef = useRef<HTMLFormElement>(null);
  const hasSubmitted = useRef(false);
  const href = toSafeHttpUrl(action);

  useEffect(() => {
    if (!isFresh || !href || hasSubmitted.current) return;
    hasSubmitted.current = true;
    formRef.current?.submit();
  }, [isFresh, href]);

  if (!href) return <p className={styles.error}>{t("error_bad_link")}</p>;
  return (
    <form ref={formRef} method={method.toUpperCase() === "GET" ? "get" : "post"} action={href}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{isFresh ? t("form_text") : t("form_resume")}</p>
      <button type="submit" className={styles.action}>
        {t("go_to_payment")}
      </button>
    </form>
  );
}
