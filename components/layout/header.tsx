// Site header: brand, main navigation (a menu button on narrow screens), the country of payment and the account.
import { Suspense } from "react";
import { AccountLoader } from "@/components/auth/account/account-loader";
import { AccountPlaceholder } from "@/components/auth/account/account-placeholder";
import { CountrySelectorLoader, CountrySelectorPlaceholder } from "./country-selector-loader";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import styles from "./header.module.css";

export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <div className={styles.nav}>
          <MainNav />
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
