// p2p: a transfer to a card; the number, the holder and the amount can each be copied into a banking app.
import { useTranslations } from "next-intl";
import { PaymentCopyButton } from "./payment-copy-button";
import styles from "./scenario.module.css";

type Props = { cardNumber: string; cardName: string; amountText: string | null };

export function P2pScenario({ cardNumber, cardName, amountText }: Props) {
  const t = useTranslations("payment");
  const rows = [
    { label: t("card_number"), value: cardNumber, copy: cardNumber.replace(/\s/g, ""), isMono: true },
    { label: t("card_name"), value: cardName, copy: cardName, isMono: false },
    // A banking app wants the number alone: "1 234,56 ₽" is copied as "1234,56".
    ...(amountText
      ? [{ label: t("amount"), value: amountText, copy: amountText.replace(/[^\d,.]/g, ""), isMono: false }]
      : []),
  ];
  return (
    <>
      <p>{t("p2p_text")}</p>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.isMono ? styles.mono : styles.factValue}>{row.value}</span>
              <PaymentCopyButton text={row.copy} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
