// Site header: brand, main navigation (a menu button on narrow screens), the country of payment and the account.
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AccountLoader } from "@/components/auth/account/account-loader";
import { AccountPlaceholder } from "@/components/auth/account/account-placeholder";
import { CountrySelectorLoader, CountrySelectorPlaceholder } from "./country-selector-loader";
import { Logo } from "./logo";
import { DeferredMainNav } from "./deferred-main-nav";
import { NAV_ITEMS, type NavKey } from "./nav-items";
import styles from "./header.module.css";

export async function Header() {
  const [t, tl] = await Promise.all([getTranslations("nav"), getTranslations("layout")]);
  const navLabels = {
    label: t("label"),
    menuOpen: tl("menu_open"),
    menuClose: tl("menu_close"),
    items: Object.fromEntries(NAV_ITEMS.map((item) => [item.key, t(item.key)])) as Record<NavKey, string>,
  };
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <div className={styles.nav}>
          <DeferredMainNav labels={navLabels} />
        </div>
        <div className={styles.tools}>
          <Suspense fallback={<CountrySelectorPlaceholder />}>
            <CountrySelectorLoader />
          </Suspense>
          <Suspense fallback={<AccountPlaceholder />}>
            <AccountLoader />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
