// What a list shows when nothing matches: a short title, a hint and a way back.
import { SmartLink } from "@/components/ui/smart-link";
import styles from "./empty-state.module.css";

type EmptyStateProps = { title: string; hint?: string; resetHref?: string; resetLabel?: string };

export function EmptyState({ title, hint, resetHref, resetLabel }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M31 31l10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {resetHref && resetLabel && (
        <SmartLink className={styles.reset} href={resetHref}>
          {resetLabel}
        </SmartLink>
      )}
    </div>
  );
}
