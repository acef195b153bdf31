// What a console page shows to a visitor who is not staff: the sign-in hint, the refusal, or (an expired access
// token) the renewal that signs the operator back in and reloads the page. Staff who have not passed the TOTP
// second factor are asked for a code, or sent to enrol it on /admin/security.
import { getTranslations } from "next-intl/server";
import { SessionRenewal } from "@/components/profile/session-renewal";
import { Button } from "@/components/ui/button";
import type { StaffSession } from "./read-staff-session";
import { TotpCodeForm } from "./totp-code-form";
import styles from "./admin.module.css";

export async function StaffRefusal({ session }: { session: Exclude<StaffSession, { kind: "staff" }> }) {
  if (session.kind === "renew") return <SessionRenewal />;
  const t = await getTranslations("admin");
  if (session.kind === "second_factor") {
    const isEnrolment = session.state === "enrolment_required";
    return (
      <section className={styles.refusal} aria-labelledby="admin-refusal">
        <h1 id="admin-refusal">{t(isEnrolment ? "totp_enrol_needed_title" : "totp_verify_title")}</h1>
        <p>{t(isEnrolment ? "totp_enrol_needed_text" : "totp_verify_text")}</p>
        {isEnrolment ? (
          <Button href="/admin/security">{t("totp_to_security")}</Button>
        ) : (
          <TotpCodeForm step="verify" label={t("totp_verify")} />
        )}
      </section>
    );
  }
  const isForbidden = session.kind === "forbidden";
  return (
    <section className={styles.refusal} aria-labelledby="admin-refusal">
      <h1 id="admin-refusal">{t(isForbidden ? "forbidden_title" : "signed_out_title")}</h1>
      <p>{t(isForbidden ? "forbidden_text" : "signed_out_text")}</p>
      <Button href="/" variant="secondary">
        {t("to_store")}
      </Button>
    </section>
  );
}
