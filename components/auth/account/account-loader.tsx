// Server part of the header's account button: who is signed in, read from the access cookie, so a signed-in
// shopper sees their name and balance without a flash. Any failure leaves it to the client's session.
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { StampedProfile } from "@/lib/api/auth";
import { ACCESS_COOKIE, LEGACY_REFRESH_COOKIE } from "@/lib/api/constants";
import { authenticateAccessToken } from "@/lib/server/auth/authenticate-request";
import { getProfile } from "@/lib/server/auth/get-profile";
import { toStampedProfile } from "../to-stamped-profile";
import { DeferredAccountButton } from "./deferred-account-button";

async function readProfile(access: string | undefined): Promise<StampedProfile | null> {
  if (!access) return null;
  try {
    const user = await authenticateAccessToken(access);
    return toStampedProfile(await getProfile(user.id));
  } catch {
    return null; // expired or refused: the client refreshes the tokens or logs out
  }
}

export async function AccountLoader() {
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  const hasSession = Boolean(access || jar.get(LEGACY_REFRESH_COOKIE)?.value);
  const [profile, t] = await Promise.all([readProfile(access), getTranslations("auth")]);
  const labels = {
    signIn: t("account.signIn"),
    loading: t("account.loading"),
    popupLoading: t("popup.loading"),
  };
  return <DeferredAccountButton initialProfile={profile} hasSessionCookie={hasSession} labels={labels} />;
}
