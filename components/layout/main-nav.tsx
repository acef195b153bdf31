"use client";
// Main navigation: inline links on wide screens, a toggled panel behind a menu button on narrow ones.
import { usePathname } from "next/navigation";
import { useId } from "react";
import { SmartLink } from "@/components/ui/smart-link";
import { useDisclosure } from "@/components/ui/use-disclosure";
import { NAV_ITEMS, isNavItemActive, type NavKey } from "./nav-items";
import styles from "./main-nav.module.css";

/** The strings of the navigation, from the server: its label, the menu button's two states, a label per item. */
export type MainNavLabels = {
  label: string;
  menuOpen: string;
  menuClose: string;
  items: Record<NavKey, string>;
};

export type MainNavProps = { labels: MainNavLabels };

export function MainNav({ labels }: MainNavProps) {
  const pathname = usePathname() ?? "/";
  const { isOpen, toggle, close, buttonRef } = useDisclosure();
  const panelId = useId();

  return (
    <nav className={styles.nav} aria-label={labels.label}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className={styles.burger} data-open={isOpen} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">{isOpen ? labels.menuClose : labels.menuOpen}</span>
      </button>
      <ul id={panelId} className={styles.list} data-open={isOpen}>
        {NAV_ITEMS.map((item) => {
          const isActive = isNavItemActive(item.href, pathname);
          return (
            <li key={item.href}>
              <SmartLink
                href={item.href}
                className={styles.link}
                aria-current={isActive ? "page" : undefined}
                onClick={close}
              >
                {labels.items[item.key]}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
