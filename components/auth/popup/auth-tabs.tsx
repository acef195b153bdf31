"use client";
// Sign in / sign up switch of the auth popup: a tab list (arrow keys move between the two tabs).
import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import type { AuthView } from "@/lib/state/session-popup";
import styles from "./auth-popup.module.css";

const TABS = [
  { view: "sign-in", key: "tabSignIn" },
  { view: "sign-up", key: "tabSignUp" },
] as const;

export const tabId = (view: AuthView) => `auth-tab-${view}`;
export const panelId = "auth-panel";

export function AuthTabs({ view, onChange }: { view: AuthView; onChange: (view: AuthView) => void }) {
  const t = useTranslations("auth.popup");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const current = TABS.findIndex((tab) => tab.view === view);
    const next = (current + step + TABS.length) % TABS.length;
    onChange(TABS[next].view);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t("tabs")} className={styles.tabs} onKeyDown={handleKeyDown}>
      {TABS.map((tab, index) => {
        const isSelected = tab.view === view;
        return (
          <button
            key={tab.view}
            ref={(node) => {
              refs.current[index] = node;
            }}
            id={tabId(tab.view)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.view)}
          >
            {t(tab.key)}
          </button>
        );
      })}
    </div>
  );
}
