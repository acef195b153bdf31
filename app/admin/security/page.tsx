// /admin/security – the staff's TOTP second factor: enrol an authenticator app by QR code (drawn here on the
// server) and a first code, pass the console's sign-in step, or switch the factor off with a code. Open before the
// factor is passed: this is where it is passed (support, admin).
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import QRCode from "qrcode";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import { StartTotpButton } from "@/components/admin/start-totp-button";
import { TotpCodeForm } from "@/components/admin/totp-code-form";
import styles from "@/components/admin/admin.module.css";
import { getTotpStatus, readPendingTotp } from "@/lib/server/auth/staff/staff-totp";
import { STAFF_VERIFIED_COOKIE } from "@/lib/server/auth/staff/staff-verified-cookie";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("security_title") };
}

const QR_SIZE = 200;

export default async function AdminSecurityPage() {
  const session = await readStaffSession("support", "exempt");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const { staff } = session;
  const status = await getTotpStatus(staff, (await cookies()).get(STAFF_VERIFIED_COOKIE)?.value);
  const pending = status.isPending ? await readPendingTotp(staff) : null;
  // The QR code never leaves the server as anything but an image: no script sees the secret's URI.
  const qr = pending
    ? `data:image/svg+xml;utf8,${encodeURIComponent(
        await QRCode.toString(pending.otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      )}`
    : null;

  return (
    <>
      <h1 className={styles.pageHead}>{t("security_title")}</h1>
      <section className={styles.section} aria-labelledby="totp-state">
        <h2 id="totp-state">{t("totp_heading")}</h2>
        <p>
          {status.isEnabled
            ? t("totp_enabled_since", { date: formatAdminDate(status.enabledAt) })
            : t("totp_not_enabled")}{" "}
          {t(status.isRequired ? "totp_required_note" : "totp_optional_note")}
        </p>
        {status.isEnabled && status.isVerified && (
          <p className={styles.notice}>
            {t("totp_verified_until", { date: formatAdminDate(status.verifiedUntil) })}
          </p>
        )}
      </section>

      {status.isEnabled && !status.isVerified && (
        <section className={styles.section} aria-labelledby="totp-verify">
          <h2 id="totp-verify">{t("totp_verify_title")}</h2>
          <p>{t("totp_verify_text")}</p>
          <TotpCodeForm step="verify" label={t("totp_verify")} />
        </section>
      )}

      {pending && qr && (
        <section className={styles.section} aria-labelledby="totp-enrol">
          <h2 id="totp-enrol">{t("totp_enrol_title")}</h2>
          <p>{t("totp_enrol_scan")}</p>
          {/* A data: URL drawn on the server; next/image has nothing to optimise here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={qr} alt={t("totp_qr_alt")} width={QR_SIZE} height={QR_SIZE} />
          <p>
            {t("totp_enrol_secret")} <code className={styles.mono}>{pending.secret}</code>
          </p>
          <TotpCodeForm step="confirm" label={t("totp_confirm")} />
        </section>
      )}

      {!status.isEnabled && (
        <section className={styles.section} aria-labelledby="totp-start">
          <h2 id="totp-start">{t(pending ? "totp_restart_title" : "totp_start_title")}</h2>
          <p>{t("totp_start_text")}</p>
          <StartTotpButton label={t(pending ? "totp_restart" : "totp_start")} />
        </section>
      )}

      {/* Only a factor that is on can be switched off; a key issued but not confirmed is replaced by a new one. */}
      {status.isEnabled && (
        <section className={styles.section} aria-labelledby="totp-disable">
          <h2 id="totp-disable">{t("totp_disable_title")}</h2>
          <p>{t(status.isRequired ? "totp_disable_required_text" : "totp_disable_text")}</p>
          <TotpCodeForm step="disable" label={t("totp_disable")} />
        </section>
      )}
    </>
  );
}
