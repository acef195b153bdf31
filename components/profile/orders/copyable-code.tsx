// A delivered code (PUBG UC, a gift key) in monospace with its copy button and an optional note (e.g. 660 UC).
import { CopyButton } from "./copy-button";
import styles from "./copyable-code.module.css";

export function CopyableCode({ code, note }: { code: string; note?: string }) {
  return (
    <span className={styles.row}>
      <code className={styles.code}>{code}</code>
      {note ? <span className={styles.note}>{note}</span> : null}
      <CopyButton text={code} />
    </span>
  );
}
