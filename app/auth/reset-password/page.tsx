// /auth/reset-password?uid=&token= – set a new password from the e-mailed link; no store layout, one card
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthPopupHost } from "@/components/auth/auth-popup-host";
import { AuthCard } from "@/components/auth/card/auth-card";
import { InvalidResetLink } from "@/components/auth/reset/invalid-reset-link";
import { RESET_TITLE_ID, ResetPasswordForm } from "@/components/auth/reset/reset-password-form";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  // The address carries the reset token: never indexed, never sent on as a Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim() : "");

export default async function ResetPasswordPage({ searchParams }: Props) {
  const query = await searchParams;
  const uid = single(query.uid);
  const token = single(query.token);
  const isComplete = uid.length > 0 && uid.length <= 64 && token.length > 0 && token.length <= 256;
  const t = await getTranslations("auth.popup");
  return (
    <AuthCard labelledBy={RESET_TITLE_ID}>
      {isComplete ? <ResetPasswordForm uid={uid} token={token} /> : <InvalidResetLink />}
      <AuthPopupHost loadingLabel={t("loading")} />
    </AuthCard>
  );
}
