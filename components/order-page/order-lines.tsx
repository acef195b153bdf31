// The order's lines: product, quantity and unit price paid, the line's own status, its PUBG codes and what its
// delivery says (keys with instructions, the provider's detail, refused details, the refund).
import { useTranslations } from "next-intl";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { CopyableCode } from "@/components/profile/orders/copyable-code";
import { LineSummary } from "@/components/profile/orders/line-summary";
import type { OrderHistoryLine } from "@/lib/api/types/order";
import { LineDeliveryNote } from "./line-delivery-note";
import styles from "./order-page.module.css";

export function OrderLines({ lines }: { lines: OrderHistoryLine[] }) {
  const t = useTranslations("orderHistory");
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line} data-line-id={line.id}>
          {line.product.picture ? (
            <CatalogImage
              className={styles.linePicture}
              src={line.product.picture}
              alt=""
              width={40}
              height={40}
            />
          ) : (
            <span className={styles.linePicture} aria-hidden="true" />
          )}
          <div className={styles.lineBody}>
            <LineSummary line={line} titleClassName={styles.lineTitle} />
            {line.codes?.length ? (
              <ul className={styles.codes} aria-label={t("codes")}>
                {line.codes.map((c) => (
                  <li key={c.code}>
                    <CopyableCode code={c.code} note={t("code_uc", { amount: c.amountUc })} />
                  </li>
                ))}
              </ul>
            ) : null}
            <LineDeliveryNote delivery={line.delivery} />
          </div>
        </li>
      ))}
    </ul>
  );
}
