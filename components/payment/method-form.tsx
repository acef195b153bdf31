"use client";
// Choosing how to pay: the country, the method, the contact fields the method needs, the amount it will charge
// and "Оплатить". What the shopper typed lives in the page (draft), so a declined payment or a failed call
// never loses it. The amount to pay and the button are a bar that sticks to the bottom of a phone's screen while
// the methods and fields scroll.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/auth/form/form-alert";
import { TextField } from "@/components/auth/form/text-field";
import { Button } from "@/components/ui/button";
import type { Money } from "@/lib/api/types/common";
import type { ActiveCountry, Country } from "@/lib/api/types/payment";
import { CountryField } from "./country-field";
import { describeMethod } from "./describe-method";
import { formatPrice, formatPriceKopecks } from "@/lib/money/format-price";
import { MethodList, type MethodGroupChoices } from "./method-list";
import { PaymentBreakdown } from "./payment-breakdown";
import type { StartPaymentInput } from "./use-payment-flow";
import { usePaymentError } from "./use-payment-error";
import { validateContacts, type ContactErrors } from "./validate-contacts";
import styles from "./payment.module.css";

export type PayDraft = { method: string | null; email: string; phone: string };

/** The contact fields: the e-mail always (required where the method needs it), the phone only where required. */
const CONTACTS = ["email"] as const;
const CONTACTS_WITH_PHONE = ["email", "phone"] as const;
const CONTACT_INPUTS = {
  email: { type: "email", autoComplete: "email", inputMode: "email" },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel" },
} as const;

type Props = {
  countries: Country[];
  country: ActiveCountry | null;
  isCountrySaving: boolean;
  countryError: string | null;
  onCountryChange: (countryId: number) => void;
  total: Money;
  balance: Money | null;
  /** Kopecks left after the balance: the bar's amount until a method (and so its fee and currency) is chosen. */
  restToPay: number;
  draft: PayDraft;
  onDraftChange: (draft: PayDraft) => void;
  isReady: boolean;
  onPay: (input: StartPaymentInput) => Promise<void>;
};

export function MethodForm(props: Props) {
  const { country, draft, onDraftChange } = props;
  const t = useTranslations("payment");
  const readError = usePaymentError();
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const groups: MethodGroupChoices[] = country
    ? [...country.methodGroups]
        .sort((a, b) => a.order - b.order)
        .map((group) => ({
          name: group.name,
          choices: group.methods.map((m) =>
            describeMethod(m, country, { total: props.total, balance: props.balance }),
          ),
        }))
        .filter((group) => group.choices.length)
    : [];
  const chosen =
    groups.flatMap((g) => g.choices).find((c) => c.method.name === draft.method && !c.problem) ?? null;
  const required = chosen?.method.requiredFields ?? [];
  const preview = chosen?.preview ?? null;
  const amountText =
    preview && chosen?.currency
      ? preview.amount === null
        ? null
        : formatPriceKopecks(preview.amount, chosen.currency)
      : null;

  function change(patch: Partial<PayDraft>) {
    onDraftChange({ ...draft, ...patch });
    if ("email" in patch || "phone" in patch) {
      setFieldErrors((e) => ({ ...e, ...("email" in patch ? { email: undefined } : { phone: undefined }) }));
    }
    if ("method" in patch) setRootError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPaying || !props.isReady) return;
    if (!chosen?.currency) {
      setRootError(t("method_required"));
      return;
    }
    const invalid = validateContacts(draft, required);
    if (invalid.email || invalid.phone) {
      setFieldErrors({
        email: invalid.email && t(invalid.email),
        phone: invalid.phone && t(invalid.phone),
      });
      setFocusRequest((n) => n + 1);
      return;
    }
    setIsPaying(true);
    setRootError(null);
    setFieldErrors({});
    try {
      await props.onPay({
        name: chosen.method.name,
        currency: chosen.currency,
        email: draft.email.trim() || undefined,
        phone: required.includes("phone") ? draft.phone.trim() || undefined : undefined,
        amountText,
        methodTitle: chosen.method.title,
      });
    } catch (error) {
      const { fields, root } = readError(error, ["email", "phone"]);
      setFieldErrors(fields);
      setRootError(root);
      if (Object.keys(fields).length) setFocusRequest((n) => n + 1);
    } finally {
      setIsPaying(false);
    }
  }

  const payLabel =
    preview?.rest === 0
      ? t("pay_balance", { amount: formatPrice(props.total) })
      : amountText
        ? t("pay_amount", { amount: amountText })
        : t("pay");
  return (
    <form ref={formRef} className={styles.methodForm} onSubmit={handleSubmit} noValidate>
      <CountryField
        countries={props.countries}
        country={country}
        isSaving={props.isCountrySaving}
        error={props.countryError}
        onChange={props.onCountryChange}
      />
      <div className={styles.methodsBlock}>
        {groups.length && country ? (
          <MethodList
            groups={groups}
            countryCurrency={country.currency}
            selected={draft.method}
            onSelect={(method) => change({ method })}
          />
        ) : (
          <p className={styles.muted}>{t("methods_empty")}</p>
        )}
      </div>
      <div className={styles.contacts}>
        {(required.includes("phone") ? CONTACTS_WITH_PHONE : CONTACTS).map((name) => (
          <TextField
            key={name}
            label={t(`${name}_label`)}
            hint={t(`${name}_hint`)}
            name={name}
            {...CONTACT_INPUTS[name]}
            value={draft[name]}
            required={required.includes(name)}
            error={fieldErrors[name]}
            onChange={(e) => change({ [name]: e.target.value })}
          />
        ))}
      </div>
      {chosen && preview && chosen.currency ? (
        <PaymentBreakdown
          preview={preview}
          fee={chosen.method.fee}
          currency={chosen.currency}
          rate={chosen.currency === "RUB" ? null : (country?.rate ?? null)}
        />
      ) : null}
      <div className={styles.payBar}>
        <FormAlert message={rootError} />
        <dl className={styles.rows}>
          <div className={`${styles.row} ${styles.rowStrong}`}>
            <dt>{t("paying_amount")}</dt>
            <dd>{amountText ?? formatPriceKopecks(preview?.amountRub ?? props.restToPay)}</dd>
          </div>
        </dl>
        <Button
          type="submit"
          size="l"
          isBlock
          disabled={isPaying || !props.isReady}
          aria-busy={isPaying || !props.isReady || undefined}
          aria-describedby={props.isReady ? undefined : "payment-preparing"}
        >
          {payLabel}
        </Button>
        {props.isReady ? null : (
          <p id="payment-preparing" className={styles.hint}>
            {t("preparing")}
          </p>
        )}
      </div>
    </form>
  );
}
