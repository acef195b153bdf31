// Same footprint as the account button while the session is being read, so the header does not shift.
import styles from "./account-button.module.css";

export function AccountPlaceholder({ label }: { label?: string }) {
  return (
    <span
      className={styles.placeholder}
      role={label ? "status" : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
