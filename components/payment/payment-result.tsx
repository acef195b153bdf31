// The end of the page's story: the order is paid (or was already), or it failed and can no longer be paid.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import page from "./payment.module.css";

export function PaymentResult({
  kind,
  orderId,
  hash,
}: {
  kind: "paid" | "failed";
  orderId: number;
  hash: string;
}) {
  const t = useTranslations("payment");
  const isPaid = kind === "paid";
  return (
    <section
      className={`${page.card} ${isPaid ? page.success : page.failure}`}
      aria-labelledby="payment-panel-title"
    >
      <span className={page.resultIcon} aria-hidden="true">
        {isPaid ? "✓" : "!"}
      </span>
      <h2 id="payment-panel-title" className={page.cardTitle} tabIndex={-1}>
        {isPaid ? t("paid_title") : t("failed_title")}
      </h2>
      <p>{isPaid ? t("paid_text", { id: orderId }) : t("failed_text")}</p>
      <Button href={`/orders/${hash}/details`} size="l" prefetch={false}>
        {t("to_details")}
      </Button>
    </section>
  );
}
