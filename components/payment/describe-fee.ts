// A method's fee in words for its option: "Без комиссии", "Комиссия 2,5 %", "Комиссия 30 ₽", or both.
import { formatPrice } from "@/lib/money/format-price";
import type { PaymentMethod } from "@/lib/api/types/payment";
import { formatPercent, isZeroMoney } from "./format-payment";

type Translate = (key: string, values?: Record<string, string>) => string;

export function describeFee(method: Pick<PaymentMethod, "fee" | "fixFee">, t: Translate): string {
  const hasPercent = !isZeroMoney(method.fee);
  const hasFix = !isZeroMoney(method.fixFee);
  const percent = formatPercent(method.fee);
  const fix = formatPrice(method.fixFee);
  if (hasPercent && hasFix) return t("fee_both", { percent, fix });
  if (hasPercent) return t("fee_percent", { percent });
  if (hasFix) return t("fee_fix", { fix });
  return t("fee_none");
}
