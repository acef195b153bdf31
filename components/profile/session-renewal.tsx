"use client";
// The access token expired while the refresh token may still be good: renew the pair through the API client
// (its 401 interceptor refreshes and stores the new cookies) and render the profile again; else go home.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { getProfile } from "@/lib/api/auth";
import { Spinner } from "@/components/ui/spinner";
import styles from "./profile.module.css";

const LAST_TRY_KEY = "profile-renewal-at";
/** A second renewal this soon means the server keeps refusing the new token: stop instead of looping. */
const RETRY_GUARD_MS = 10_000;
const GIVE_UP_MS = 8_000;

// Shared by React's double effect run in development, so one renewal is made per page load.
let renewal: Promise<unknown> | null = null;

function startRenewal(): Promise<unknown> {
  const lastTry = Number(window.sessionStorage.getItem(LAST_TRY_KEY) ?? 0);
  if (Date.now() - lastTry < RETRY_GUARD_MS) return Promise.reject(new Error("renewal loop"));
  window.sessionStorage.setItem(LAST_TRY_KEY, String(Date.now()));
  return getProfile();
}

export function SessionRenewal() {
  const t = useTranslations("profilePage");
  const router = useRouter();

  useEffect(() => {
    let isActive = true;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    renewal ??= startRenewal().finally(() => {
      renewal = null;
    });
    renewal.then(
      () => {
        if (!isActive) return;
        router.refresh();
        giveUp = setTimeout(() => router.replace("/"), GIVE_UP_MS);
      },
      () => isActive && router.replace("/"),
    );
    return () => {
      isActive = false;
      clearTimeout(giveUp);
    };
  }, [router]);

  return (
    <div className={`container ${styles.renewal}`}>
      <Spinner size="l" label={t("renewing")} />
    </div>
  );
}
