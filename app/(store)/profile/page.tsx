// /profile – the signed-in shopper's balance, promo code, order history and balance history (?page=, ?status=, ?view=recent)
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { BalanceHistory } from "@/components/profile/balance/balance-history";
import { loadProfilePage } from "@/components/profile/load-profile-page";
import { OrderHistory } from "@/components/profile/orders/order-history";
import { ProfileSummary } from "@/components/profile/profile-summary";
import { buildProfileHref, parseProfileSearch, PROFILE_PATH } from "@/components/profile/profile-search";
import { readProfileSession } from "@/components/profile/read-profile-session";
import { SessionRenewal } from "@/components/profile/session-renewal";
import styles from "@/components/profile/profile.module.css";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profilePage");
  return buildPageMetadata({
    title: t("meta_title"),
    description: t("meta_description"),
    path: PROFILE_PATH,
    noIndex: true,
  });
}

export default async function ProfilePage({ searchParams }: Props) {
  // proxy.ts only looked for the cookie; the token itself is verified here.
  const user = await readProfileSession("/profile");
  if (!user) return <SessionRenewal />;
  const parsed = parseProfileSearch(await searchParams);
  if (parsed.page === null) notFound();
  const search = { ...parsed, page: parsed.page };

  const { profile, promoTarget, history, totalPages, balanceHistory } = await loadProfilePage(
    user.id,
    search,
  );
  // A bookmarked page that no longer exists (fewer orders now): show the last one.
  if (search.page > totalPages) redirect(buildProfileHref({ ...search, page: totalPages }));

  return (
    <div className={`container ${styles.page}`}>
      <ProfileSummary profile={profile} promoTarget={promoTarget} />
      <OrderHistory orders={history.results} count={history.count} totalPages={totalPages} search={search} />
      <BalanceHistory entries={balanceHistory} />
    </div>
  );
}
