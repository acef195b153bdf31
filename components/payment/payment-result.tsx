// The end of the page's story: the order is paid (or was already); or it was paid, its delivery failed and the money
// went back (to the account's balance, or through the provider for a guest); or it failed unpaid.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import page from "./payment.module.css";

const TEXTS = {
  paid: { title: "paid_title", text: "paid_text" },
  refunded: { title: "refunded_title", text: "refunded_text" },
  failed: { title: "failed_title", text: "failed_text" },
} as const;

export function PaymentResult({
  kind,
  isAccountOrder,
  orderId,
  hash,
}: {
  kind: "paid" | "refunded" | "failed";
  isAccountOrder: boolean;
  orderId: number;
  hash: string;
}) {
  const t = useTranslations("payment");
  const isPaid = kind === "paid";
  const texts = TEXTS[kind];
  return (
    <section
      className={`${page.card} ${isPaid ? page.success : page.failure}`}
      aria-labelledby="payment-panel-title"
    >
      <span className={page.resultIcon} aria-hidden="true">
        {isPaid ? "✓" : "!"}
      </span>
      <h2 id="payment-panel-title" className={page.cardTitle} tabIndex={-1}>
        {t(texts.title)}
      </h2>
      <p>{t(texts.text, { id: orderId })}</p>
      {kind === "refunded" ? <p>{t(isAccountOrder ? "refunded_to_balance" : "refunded_to_payer")}</p> : null}
      <Button href={`/orders/${hash}/details`} size="l" prefetch={false}>
        {t("to_details")}
      </Button>
    </section>
  );
}
