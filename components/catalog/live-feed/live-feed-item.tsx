// One purchase of the live feed: avatar, obscured buyer, what was bought, total and how long ago.
import type { LiveFeedOrder } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import styles from "./live-feed.module.css";
import { isVectorImage } from "../is-vector-image";

export type LiveFeedLabels = { guest: string; gift: string; unknownItem: string };

/**
 * An avatar through the image optimizer at `width` (next/image's default loader, 48 and 96 being among its sizes)
 * without next/image's code, which this island would otherwise bring into a guest's first load.
 */
const avatarAt = (src: string, width: number) =>
  isVectorImage(src) ? src : `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

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
        // eslint-disable-next-line @next/next/no-img-element -- the optimizer's address, without next/image's code
        <img
          className={styles.avatar}
          src={avatarAt(avatar, 48)}
          srcSet={`${avatarAt(avatar, 48)} 1x, ${avatarAt(avatar, 96)} 2x`}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
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
