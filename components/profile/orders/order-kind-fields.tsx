// The fields only one kind of order has: account ids, the Standoff avatar, the supply server, the gift key (the
// gift itself names the order), the PUBG codes with their UC and the Steam amount. Rendered as a description list.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry, PubgCode } from "@/lib/api/types/order";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { formatPrice } from "@/lib/money/format-price";
import { CopyableCode } from "./copyable-code";
import styles from "./order-kind-fields.module.css";

type Field = { key: string; label: string; value: ReactNode };

function CodeList({ codes }: { codes: PubgCode[] }) {
  const t = useTranslations("orderHistory");
  return (
    <ul className={styles.codes}>
      {codes.map((c) => (
        <li key={c.code}>
          <CopyableCode code={c.code} note={t("code_uc", { amount: c.amountUc })} />
        </li>
      ))}
    </ul>
  );
}

function useKindFields(order: OrderHistoryEntry, isCodesInLines: boolean): Field[] {
  const t = useTranslations("orderHistory");
  const isOpen = order.status !== "failed";
  const fields: (Field | false | null)[] = [];
  switch (order.resourcetype) {
    case "StandoffOrder":
      fields.push(
        !!order.gameAccountId && { key: "account", label: t("account_id"), value: order.gameAccountId },
        !!order.gameAvatar && {
          key: "avatar",
          label: t("avatar"),
          value: (
            <CatalogImage
              className={styles.avatar}
              src={order.gameAvatar}
              alt={t("avatar_alt", { id: order.gameAccountId ?? "" })}
              width={56}
              height={56}
              unoptimized
            />
          ),
        },
      );
      break;
    case "SteamOrder":
      fields.push(
        !!order.steamAccountId && { key: "steam", label: t("steam_account"), value: order.steamAccountId },
        !!order.amount && { key: "amount", label: t("steam_amount"), value: formatPrice(order.amount) },
      );
      break;
    case "MooGoldOrder":
      fields.push(
        !!order.moogoldUserId && { key: "user", label: t("user_id"), value: order.moogoldUserId },
        !!order.moogoldServerName && { key: "server", label: t("server"), value: order.moogoldServerName },
        !!order.moogoldServerCustomId && {
          key: "zone",
          label: t("server_id"),
          value: order.moogoldServerCustomId,
        },
      );
      break;
    case "RokkyOrder":
      fields.push(
        order.code
          ? { key: "code", label: t("gift_code"), value: <CopyableCode code={order.code} /> }
          : isOpen && {
              key: "code",
              label: t("gift_code"),
              value: <span className={styles.muted}>{t("code_pending")}</span>,
            },
      );
      break;
    case "PUBGOrder":
      if (isCodesInLines) break;
      fields.push(
        order.codes.length
          ? { key: "codes", label: t("codes"), value: <CodeList codes={order.codes} /> }
          : isOpen && {
              key: "codes",
              label: t("codes"),
              value: <span className={styles.muted}>{t("codes_pending")}</span>,
            },
      );
      break;
  }
  return fields.filter((f): f is Field => Boolean(f));
}

type OrderKindFieldsProps = {
  order: OrderHistoryEntry;
  /** The PUBG codes are listed under their lines (the details dialog), so not repeated here. */
  isCodesInLines?: boolean;
};

export function OrderKindFields({ order, isCodesInLines = false }: OrderKindFieldsProps) {
  const fields = useKindFields(order, isCodesInLines);
  if (!fields.length) return null;
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.key} className={styles.field} data-field={f.key}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
