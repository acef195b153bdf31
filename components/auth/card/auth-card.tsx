// The minimal frame of the auth pages that have no store layout (social redirect, password reset):
// the brand and one centered card.
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import styles from "./auth-card.module.css";

export function AuthCard({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <Logo />
      </div>
      <section className={styles.card} aria-labelledby={labelledBy}>
        {children}
      </section>
    </main>
  );
}
