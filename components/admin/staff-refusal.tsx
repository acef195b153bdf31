// What a console page shows to a visitor who is not staff: the sign-in hint, the refusal, or (an expired access
// token) the renewal that signs the operator back in and reloads the page.
import { getTranslations } from "next-intl/server";
import { SessionRenewal } from "@/components/profile/session-renewal";
import { Button } from "@/components/ui/button";
import type { StaffSession } from "./read-staff-session";
import styles from "./admin.module.css";

export async function StaffRefusal({ session }: { session: Exclude<StaffSession, { kind: "staff" }> }) {
  if (session.kind === "renew") return <SessionRenewal />;
  const t = await getTranslations("admin");
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
