// /profile/settings – the signed-in shopper's nickname and social bindings (protected)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { toStampedProfile } from "@/components/auth/to-stamped-profile";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { PageSection } from "@/components/layout/page-section";
import { ProfileSettings } from "@/components/profile-settings/profile-settings";
import { readProfileSession } from "@/components/profile/read-profile-session";
import { SessionRenewal } from "@/components/profile/session-renewal";
import { getProfile } from "@/lib/server/auth/get-profile";

const SETTINGS_PATH = "/profile/settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return buildPageMetadata({
    title: t("metaTitle"),
    description: t("metaTitle"),
    path: SETTINGS_PATH,
    noIndex: true,
  });
}

export default async function ProfileSettingsPage() {
  // proxy.ts only looked for the cookie; the token itself is verified here (redirects home when refused).
  const user = await readProfileSession("/profile/settings");
  if (!user) return <SessionRenewal />;
  const [profile, t] = await Promise.all([getProfile(user.id), getTranslations("settings")]);
  return (
    <PageSection
      title={t("title")}
      breadcrumbs={[
        { href: "/", label: t("home") },
        { href: "/profile", label: t("profile") },
        { label: t("title") },
      ]}
    >
      <ProfileSettings initialProfile={toStampedProfile(profile)} />
    </PageSection>
  );
}
