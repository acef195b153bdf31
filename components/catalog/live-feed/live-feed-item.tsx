// One purchase of the live feed: avatar, obscured buyer, what was bought, total and how long ago.
import { useTranslations } from "next-intl";
import type { listLiveFeed } from "@/lib/server/feed/live-feed";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./live-feed.module.css";
import { CatalogImage } from "../catalog-image";

type FeedOrder = Awaited<ReturnType<typeof listLiveFeed>>["results"][number];

function describeLines(order: FeedOrder) {
  return order.orderProducts
    .map((line) => (line.quantity > 1 ? `${line.product.title} × ${line.quantity}` : line.product.title))
    .join(", ");
}

export function LiveFeedItem({ order, when }: { order: FeedOrder; when: string }) {
  const t = useTranslations("liveFeed");
  const buyer = order.user?.obscuredNickname ?? t("guest");
  const avatar = order.user?.avatarImg;
  const item = order.gift?.title ?? order.game?.title ?? t("unknownItem");
  const details = order.gift ? t("gift") : describeLines(order);
  return (
    <li className={styles.item}>
      {avatar ? (
        <CatalogImage className={styles.avatar} src={avatar} alt="" width={40} height={40} />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
          {buyer.charAt(0).toUpperCase()}
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.line}>
          <span className={styles.buyer}>{buyer}</span>
          <span className={styles.total}>{formatPrice(order.total)}</span>
        </p>
        <p className={styles.what}>
          <span className={styles.itemTitle}>{item}</span>
          {details && <span className={styles.details}> · {details}</span>}
        </p>
        <p className={styles.when}>
          <time dateTime={order.created}>{when}</time>
        </p>
      </div>
    </li>
  );
}
