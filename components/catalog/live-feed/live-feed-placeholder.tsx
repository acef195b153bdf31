// Placeholder rows of the live feed's items' size while its purchases load: the layout stays still.
import styles from "./live-feed.module.css";

export const FEED_SIZE = 8;

export function LiveFeedPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ol className={styles.list} aria-hidden="true">
        {Array.from({ length: FEED_SIZE }, (_, i) => (
          <li key={i} className={`${styles.item} ${styles.placeholder}`} />
        ))}
      </ol>
    </div>
  );
}
