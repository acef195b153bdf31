// Five stars filled to the rating (fractions allowed); announced as one image with a text label.
import styles from "./rating-stars.module.css";

type RatingStarsProps = { rating: number; label: string; size?: "s" | "m" | "l" };

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function StarRow() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

export function RatingStars({ rating, label, size = "m" }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${styles[size]}`}>
      <span className={styles.empty}>
        <StarRow />
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }}>
        <StarRow />
      </span>
    </span>
  );
}
