// /auth/reset-password – set a new password from the e-mailed link (/auth/reset-password?uid=&token=, whose uid
// and token the proxy moves into the reset_link cookie before this page is asked for); no store layout, one card
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AuthPopupHost } from "@/components/auth/auth-popup-host";
import { AuthCard } from "@/components/auth/card/auth-card";
import { InvalidResetLink } from "@/components/auth/reset/invalid-reset-link";
import { RESET_TITLE_ID, ResetPasswordForm } from "@/components/auth/reset/reset-password-form";
import { RESET_LINK_COOKIE, readResetLink } from "@/lib/server/auth/reset-link-cookie";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  // The e-mailed address carries the reset token: never indexed, never sent on as a Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ResetPasswordPage() {
  const { uid, token } = readResetLink((await cookies()).get(RESET_LINK_COOKIE)?.value);
  const isComplete = uid.length > 0 && uid.length <= 64 && token.length > 0 && token.length <= 256;
  const t = await getTranslations("auth.popup");
  return (
    <AuthCard labelledBy={RESET_TITLE_ID}>
      {isComplete ? <ResetPasswordForm uid={uid} token={token} /> : <InvalidResetLink />}
      <AuthPopupHost loadingLabel={t("loading")} />
    </AuthCard>
  );
}
