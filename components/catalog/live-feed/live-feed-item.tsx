// One purchase of the live feed: avatar, obscured buyer, what was bought, total and how long ago.
import type { LiveFeedOrder } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./live-feed.module.css";
import { CatalogImage } from "../catalog-image";

export type LiveFeedLabels = { guest: string; gift: string; unknownItem: string };

function describeLines(order: LiveFeedOrder) {
  return order.orderProducts
    .map((line) => (line.quantity > 1 ? `${line.product.title} × ${line.quantity}` : line.product.title))
    .join(", ");
}

export function LiveFeedItem({
  order,
  when,
  labels,
}: {
  order: LiveFeedOrder;
  when: string;
  labels: LiveFeedLabels;
}) {
  const buyer = order.user?.obscuredNickname ?? labels.guest;
  const avatar = order.user?.avatarImg;
  const item = order.gift?.title ?? order.game?.title ?? labels.unknownItem;
  const details = order.gift ? labels.gift : describeLines(order);
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
