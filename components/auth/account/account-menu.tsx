"use client";
// A signed-in shopper's menu in the header: name and balance on the button; profile, settings, the operator
// console for staff, and logout inside.
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { formatPrice } from "@/lib/money/format-price";
import { useNotify } from "@/components/notifications/use-notify";
import { SmartLink } from "@/components/ui/smart-link";
import { useDisclosure } from "@/components/ui/use-disclosure";
import type { StampedProfile } from "@/lib/api/auth";
import { WithMessages } from "@/lib/i18n/with-messages";
import { logout } from "@/lib/state/session";
import { useIsHydrated } from "../use-is-hydrated";
import styles from "./account-button.module.css";

type AccountMenuProps = { profile: StampedProfile | null };

/** Loaded for a signed-in shopper only: next-intl's provider comes with it (the shell's messages are deferred). */
export function AccountMenu(props: AccountMenuProps) {
  return (
    <WithMessages>
      <AccountMenuPanel {...props} />
    </WithMessages>
  );
}

function AccountMenuPanel({ profile }: AccountMenuProps) {
  const t = useTranslations("auth.account");
  const router = useRouter();
  const pathname = usePathname() ?? "/";
  const notify = useNotify();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { isOpen, toggle, close, buttonRef } = useDisclosure(rootRef);
  const isHydrated = useIsHydrated();

  const name = profile?.nickname || profile?.email || t("fallbackName");
  const balance = profile ? formatPrice(profile.balance) : null;

  async function handleLogout() {
    close();
    await logout();
    notify({ type: "success", text: t("loggedOut") });
    if (pathname.startsWith("/profile")) router.replace("/");
    else router.refresh();
  }

  return (
    <div className={styles.account} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        // A click before hydration would be lost: the button waits until it can act.
        disabled={!isHydrated}
        aria-label={`${t("menu")}: ${name}${balance ? `, ${t("balance", { amount: balance })}` : ""}`}
        onClick={toggle}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <span className={styles.who} aria-hidden="true">
          <span className={styles.name}>{name}</span>
          {balance ? <span className={styles.balance}>{balance}</span> : null}
        </span>
        <svg
          className={styles.chevron}
          width="12"
          height="8"
          viewBox="0 0 12 8"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M1 1.5l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!isOpen}>
        <div className={styles.panelHead}>
          <span className={styles.panelName}>{name}</span>
          {profile && profile.nickname ? <span className={styles.panelEmail}>{profile.email}</span> : null}
          {balance ? <span className={styles.panelBalance}>{t("balance", { amount: balance })}</span> : null}
        </div>
        <ul className={styles.items}>
          <li>
            <SmartLink href="/profile" className={styles.item} onClick={close}>
              {t("profile")}
            </SmartLink>
          </li>
          <li>
            <SmartLink href="/profile/settings" className={styles.item} onClick={close}>
              {t("settings")}
            </SmartLink>
          </li>
          {profile?.isStaff ? (
            <li>
              <SmartLink href="/admin" className={styles.item} onClick={close}>
                {t("console")}
              </SmartLink>
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.item} onClick={handleLogout}>
              {t("logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
