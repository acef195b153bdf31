// Five stars filled to the rating (fractions allowed); announced as one image with a text label. Two elements, not
// ten SVGs: the stars are a CSS mask (rating-stars.module.css), so a page of reviews gives React far fewer elements to
// hydrate on a phone (issue 26).
import styles from "./rating-stars.module.css";

type RatingStarsProps = { rating: number; label: string; size?: "s" | "m" | "l" };

export function RatingStars({ rating, label, size = "m" }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${styles[size]}`}>
      <span className={styles.filled} style={{ width: `${percent}%` }} />
    </span>
  );
}
