"use client";
// The order confirm form (SPEC.md section 4): what is being bought and what it costs, before the account
// fields are asked for. The totals and the buttons are a bar that stays in view while the lines scroll.
import { useTranslations } from "next-intl";
import { CartSummary } from "@/components/game/cart-summary";
import { Button } from "@/components/ui/button";
import { kopecksOf } from "@/lib/money/kopecks";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { Game } from "@/lib/api/types/game";
import type { CartSummary as Summary } from "@/lib/money/summarize-cart";
import styles from "./checkout.module.css";

type OrderConfirmStepProps = {
  game: Game;
  amounts: Readonly<Record<number, number>>;
  summary: Summary;
  steamCommission: string | null;
  onConfirm: () => void;
  onEdit: () => void;
};

export function OrderConfirmStep({
  game,
  amounts,
  summary,
  steamCommission,
  ...actions
}: OrderConfirmStepProps) {
  const t = useTranslations("checkout");
  const picked = game.products.filter((p) => (amounts[p.id] ?? 0) > 0);
  const isSteam = game.resourcetype === "Steam";
  return (
    <div className={styles.step}>
      <ul className={styles.lines}>
        {picked.map((product) => {
          const quantity = amounts[product.id];
          const unit = kopecksOf(product.discountPrice ?? product.price);
          return (
            <li key={product.id} className={styles.line}>
              <span>
                {isSteam ? t("steamLine", { amount: quantity }) : product.title}
                {!isSteam && <span className={styles.lineQuantity}> × {quantity}</span>}
              </span>
              <span className={styles.lineSum}>{formatPriceKopecks(unit * quantity)}</span>
            </li>
          );
        })}
      </ul>
      <div className={styles.stickyBar}>
        <CartSummary summary={summary} commissionPercent={steamCommission} isTitleHidden />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={actions.onEdit}>
            {t("edit")}
          </Button>
          <Button type="button" onClick={actions.onConfirm}>
            {t("continue")}
          </Button>
        </div>
      </div>
    </div>
  );
}
