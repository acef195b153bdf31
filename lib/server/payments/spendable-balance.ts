// What a shopper can spend: the balance less the shares held by their pending payments. This is the balance the
// profile shows and the payment page counts on.
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";

export function spendableBalance(user: { balance: string; balanceHeld: string }): string {
  const rest = toKopecks(user.balance) - toKopecks(user.balanceHeld);
  return formatKopecks(rest > 0n ? rest : 0n);
}
