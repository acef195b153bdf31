// What the order holds: the delivery e-mail, the kind's own fields (account ids, the gift key and how to activate
// it), every line with its status, codes and delivery, the reject reason of a failed order and the totals.
import { useTranslations } from "next-intl";
import { OrderKindFields } from "@/components/profile/orders/order-kind-fields";
import { OrderTotals } from "@/components/profile/orders/order-totals";
import { RejectReason } from "@/components/profile/orders/reject-reason";
import type { OrderDetails, RokkyOrder } from "@/lib/api/types/order";
import { KeyInstructions, LineDeliveryNote } from "./line-delivery-note";
import { OrderLines } from "./order-lines";
import fieldStyles from "@/components/profile/orders/order-kind-fields.module.css";
import styles from "./order-page.module.css";

export function OrderContents({ order }: { order: OrderDetails }) {
  const t = useTranslations("orderPage");
  // A Steam top-up is one line per rouble: its amount field says it all.
  const showLines = order.resourcetype !== "SteamOrder" && order.orderProducts.length > 0;
  // PUBG codes sit under their lines once delivered; until then the kind's fields say they are coming.
  const isCodesInLines = showLines && (order.resourcetype !== "PUBGOrder" || order.codes.length > 0);
  return (
    <section className={styles.card} aria-labelledby="order-contents-title">
      <h2 id="order-contents-title" className={styles.sectionTitle}>
        {t("contents")}
      </h2>
      {showLines ? <OrderLines lines={order.orderProducts} /> : null}
      {order.email ? (
        // The kind's fields' own layout, so the e-mail lines up with the rows below it.
        <dl className={fieldStyles.fields}>
          <div className={fieldStyles.field}>
            <dt>{t("email")}</dt>
            <dd>{order.email}</dd>
          </div>
        </dl>
      ) : null}
      <OrderKindFields order={order} isCodesInLines={isCodesInLines} />
      {order.resourcetype === "SteamOrder"
        ? // The top-up's own line is not listed: what its delivery says is.
          order.orderProducts.map((line) => <LineDeliveryNote key={line.id} delivery={line.delivery} />)
        : null}
      {order.resourcetype === "RokkyOrder" ? <GiftInstructions order={order} /> : null}
      <RejectReason reason={order.rejectReason} />
      <div className={styles.totals}>
        <OrderTotals order={order} />
      </div>
    </section>
  );
}

function GiftInstructions({ order }: { order: RokkyOrder }) {
  const texts = [
    ...new Set((order.delivery?.items ?? []).flatMap((i) => (i.instructions ? [i.instructions] : []))),
  ];
  return texts.map((text) => <KeyInstructions key={text} text={text} />);
}
