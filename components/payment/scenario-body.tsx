// What the shopper does for each scenario type (SPEC.md sections 3 and 4); every type has its view.
import { useTranslations } from "next-intl";
import { FormScenario } from "./form-scenario";
import { LinkifiedText } from "./linkified-text";
import { P2pScenario } from "./p2p-scenario";
import type { ActivePayment } from "./payment-phase";
import { QrScenario } from "./qr-scenario";
import { RedirectScenario } from "./redirect-scenario";

export function ScenarioBody({ payment }: { payment: ActivePayment }) {
  const t = useTranslations("payment");
  const { scenario } = payment;
  switch (scenario.type) {
    case "redirect":
    case "p2p_redirect":
      return (
        <RedirectScenario
          url={scenario.url}
          isFresh={payment.isFresh}
          isPopupBlocked={payment.isPopupBlocked}
        />
      );
    case "form":
      return (
        <FormScenario
          method={scenario.method}
          action={scenario.action}
          fields={scenario.fields}
          isFresh={payment.isFresh}
        />
      );
    case "qr":
      return <QrScenario payload={scenario.url} isInvoice={false} />;
    case "invoice_qr":
      return <QrScenario payload={scenario.qrStr} isInvoice />;
    case "p2p":
      return (
        <P2pScenario
          cardNumber={scenario.cardNumber}
          cardName={scenario.cardName}
          amountText={payment.amountText}
        />
      );
    case "external":
      return (
        <>
          <p>{t("external_text")}</p>
          <p>
            <LinkifiedText text={scenario.helpText} newWindowLabel={t("new_window")} />
          </p>
        </>
      );
    case "wait_order_state":
      return <p>{t("wait_text")}</p>;
  }
}
