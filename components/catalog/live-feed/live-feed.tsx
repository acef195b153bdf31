// Recent purchases by other shoppers (nickname obscured by the service), newest first. Not part of the page's
// HTML: the section's frame is rendered with the page (which the page cache keeps), the purchases are an island
// fed by the public GET /api/live_feed/ answer (cached for a few seconds for everyone), so orders being paid never
// touch a cached catalogue page (DESIGN.md 5b).
import { getTranslations } from "next-intl/server";
import { LiveFeedIsland } from "./live-feed-island";
import { COUNT_SLOT, TIME_UNITS, type TimeAgoLabels } from "./time-ago";
import styles from "./live-feed.module.css";

export async function LiveFeed({ className }: { className?: string }) {
  const t = await getTranslations("liveFeed");
  // Each unit's plural forms as templates, their {count} slot kept for the island to fill (time-ago.ts).
  const ago = { now: t("ago.now") } as TimeAgoLabels;
  for (const unit of TIME_UNITS) {
    ago[unit] = {
      one: t(`ago.${unit}.one`, { count: COUNT_SLOT }),
      few: t(`ago.${unit}.few`, { count: COUNT_SLOT }),
      many: t(`ago.${unit}.many`, { count: COUNT_SLOT }),
    };
  }
  return (
    <section className={`${styles.feed} ${className ?? ""}`} aria-labelledby="live-feed-title">
      <h2 id="live-feed-title" className={styles.heading}>
        <span className={styles.pulse} aria-hidden="true" />
        {t("title")}
      </h2>
      <LiveFeedIsland
        labels={{
          empty: t("empty"),
          guest: t("guest"),
          gift: t("gift"),
          unknownItem: t("unknownItem"),
          loading: t("loading"),
          failed: t("failed"),
          ago,
        }}
      />
    </section>
  );
}
