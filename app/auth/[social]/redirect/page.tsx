// /auth/{social}/redirect – where a social provider sends the shopper back; no store layout, one card
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/card/auth-card";
import { REDIRECT_TITLE_ID, SocialRedirect } from "@/components/auth/redirect/social-redirect";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@/lib/api/types/auth";

type Props = { params: Promise<{ social: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.redirect");
  // The address carries one-time codes: never indexed, never sent on as a Referer.
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function SocialRedirectPage({ params }: Props) {
  const { social } = await params;
  if (!SOCIAL_PROVIDERS.includes(social as SocialProvider)) notFound();
  return (
    <AuthCard labelledBy={REDIRECT_TITLE_ID}>
      <SocialRedirect provider={social as SocialProvider} />
    </AuthCard>
  );
}
