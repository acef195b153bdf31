// Recent purchases by other shoppers (nickname obscured by the service), newest first.
import { getFormatter, getNow, getTranslations } from "next-intl/server";
import { listLiveFeed } from "@/lib/server/feed/live-feed";
import { LiveFeedItem } from "./live-feed-item";
import styles from "./live-feed.module.css";

const FEED_SIZE = 8;

export async function LiveFeed({ className }: { className?: string }) {
  const [{ results }, t, format, now] = await Promise.all([
    listLiveFeed(FEED_SIZE, 0),
    getTranslations("liveFeed"),
    getFormatter(),
    getNow(),
  ]);
  return (
    <section className={`${styles.feed} ${className ?? ""}`} aria-labelledby="live-feed-title">
      <h2 id="live-feed-title" className={styles.heading}>
        <span className={styles.pulse} aria-hidden="true" />
        {t("title")}
      </h2>
      {results.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ol className={styles.list}>
          {results.map((order, i) => (
            <LiveFeedItem
              key={`${order.created}-${i}`}
              order={order}
              when={format.relativeTime(new Date(order.created), now)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
