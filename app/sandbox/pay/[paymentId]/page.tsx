// /sandbox/pay/{payment_id} – checkout page of the sandbox payment provider (demo mode only)
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { SandboxDecisionForm } from "@/components/sandbox/sandbox-decision-form";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@/lib/money/format-price";
import { getConfig } from "@/lib/server/config";
import { findSandboxCheckout } from "@/lib/server/payments/sandbox/find-sandbox-checkout";
import frame from "../../sandbox-page.module.css";
import styles from "./sandbox-pay.module.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ paymentId: string }> };

export default async function SandboxPayPage({ params }: Props) {
  await connection();
  if (getConfig().STORE_MODE === "live") notFound();
  const t = await getTranslations("sandboxPay");
  const checkout = await findSandboxCheckout((await params).paymentId);

  if (!checkout || !checkout.isPending) {
    return (
      <main className={frame.page}>
        <section className={frame.card} aria-labelledby="sandbox-pay-title">
          <h1 id="sandbox-pay-title" className={frame.title}>
            {t(checkout ? "closedTitle" : "notFoundTitle")}
          </h1>
          <p className={frame.lead}>{t(checkout ? "closedText" : "notFoundText")}</p>
          <Button href={checkout ? `/orders/${checkout.orderHash}/pay` : "/"} variant="secondary">
            {t(checkout ? "toOrder" : "backHome")}
          </Button>
        </section>
      </main>
    );
  }

  const type = checkout.scenario?.type;
  return (
    <main className={frame.page}>
      <SandboxDecisionForm
        className={frame.card}
        action={`/sandbox/pay/${checkout.providerPaymentId}/decision`}
        labelledBy="sandbox-pay-title"
      >
        <p className={frame.badge}>{t("badge")}</p>
        <h1 id="sandbox-pay-title" className={frame.title}>
          {t("title")}
        </h1>
        <p className={frame.lead}>{t("lead")}</p>
        <dl className={styles.facts}>
          <dt>{t("order")}</dt>
          <dd>№ {checkout.orderId}</dd>
          <dt>{t("method")}</dt>
          <dd>{checkout.methodTitle}</dd>
          <dt>{t("amount")}</dt>
          <dd>{formatPrice(checkout.amount, checkout.currency)}</dd>
          {checkout.scenario?.type === "p2p" ? (
            <>
              <dt>{t("cardNumber")}</dt>
              <dd>{checkout.scenario.cardNumber}</dd>
              <dt>{t("cardName")}</dt>
              <dd>{checkout.scenario.cardName}</dd>
            </>
          ) : null}
        </dl>
        {type === "external" ? <p className={frame.scope}>{t("externalHelp")}</p> : null}
        <div className={frame.actions}>
          <Button type="submit" name="decision" value="approve" size="l" isBlock>
            {t(type === "p2p" ? "transferred" : "pay")}
          </Button>
          <Button type="submit" name="decision" value="decline" size="l" variant="secondary" isBlock>
            {t("decline")}
          </Button>
        </div>
      </SandboxDecisionForm>
    </main>
  );
}
