// The provider's words about a Steam top-up, in the store's money format ("Зачислено 1 249,50 ₽ …"), written the same
// by the WATA adapter and its sandbox: the history, the order page and the console show it as it is.
import { formatPrice } from "@/lib/money/format-price";
import type { DeliveryRequest } from "../provider";

export function steamCreditedDetail(request: DeliveryRequest): string {
  const amount = request.account.steamAmount ?? request.amount;
  return `Зачислено ${formatPrice(amount)} на кошелёк Steam логина ${request.account.steamAccountId ?? ""}`;
}
