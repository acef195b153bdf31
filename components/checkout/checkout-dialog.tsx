"use client";
// The order flow in one dialog: the confirm form, then the user data form; on success the order is created
// (Standoff: then its avatar is sent) and the caller opens the payment page.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import type { Game } from "@/lib/api/types/game";
import type { OrderDraft } from "@/lib/api/types/order";
import type { CartSummary } from "@/lib/money/summarize-cart";
import {
  EMPTY_CHECKOUT_VALUES,
  type CheckoutFormOutput,
  type CheckoutFormValues,
} from "@/lib/schemas/orders/checkout-form";
import { randomSurplus } from "@/lib/schemas/orders/standoff";
import { loadPrefill, type Prefill } from "./load-prefill";
import { OrderConfirmStep } from "./order-confirm-step";
import { AvatarUploadError, submitOrder } from "./submit-order";
import { UserDataForm } from "./user-data-form";

export type CheckoutStep = "confirm" | "details";

type CheckoutDialogProps = {
  game: Game;
  amounts: Readonly<Record<number, number>>;
  summary: CartSummary;
  step: CheckoutStep | null;
  onStep: (step: CheckoutStep | null) => void;
  steamCommission: string | null;
  isSurplusEnabled: boolean;
  profileEmail: string | null;
  /** Account fields restored from an old order being repeated. */
  restored: Partial<CheckoutFormValues> | null;
  /** The repeated order's avatar: offered, and chosen, instead of the last order's. */
  restoredAvatar: Prefill["historyAvatar"];
  onCreated: (order: OrderDraft) => void;
};

export function CheckoutDialog(props: CheckoutDialogProps) {
  const { game, step, onStep, profileEmail, restored, isSurplusEnabled } = props;
  const t = useTranslations("checkout");
  const [prefill, setPrefill] = useState<Prefill | null>(null);
  const [draft, setDraft] = useState<CheckoutFormValues | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  // Drawn once per dialog, not on every render.
  const [surplus] = useState(() => (isSurplusEnabled ? randomSurplus() : ""));
  /** A Standoff order whose avatar upload failed, and the cart it was made of. */
  const [pending, setPending] = useState<{ order: OrderDraft; cart: string } | null>(null);
  const cart = JSON.stringify(props.amounts);

  useEffect(() => {
    if (step !== "details" || prefill) return;
    let isCurrent = true;
    loadPrefill(game, profileEmail).then((loaded) => isCurrent && setPrefill(loaded));
    return () => {
      isCurrent = false;
    };
  }, [step, prefill, game, profileEmail]);

  const onDraft = useCallback((values: CheckoutFormValues) => setDraft(values), []);
  const close = () => onStep(null);

  const onSubmit = async (values: CheckoutFormOutput) => {
    setSubmitError(null);
    try {
      // A cart changed since then makes a new order; the old one is left unpaid.
      const pendingOrder = pending?.cart === cart ? pending.order : null;
      const order = await submitOrder({ game, amounts: props.amounts, values, pendingOrder });
      setPending(null);
      setDraft(null);
      setPrefill(null);
      props.onCreated(order);
    } catch (error) {
      if (error instanceof AvatarUploadError) {
        setPending({ order: error.order, cart });
        setSubmitError(error.cause);
      } else setSubmitError(error);
    }
  };

  const { historyAvatar: lastAvatar, ...prefilled } = prefill ?? {};
  const historyAvatar = props.restoredAvatar ?? lastAvatar;
  const defaults: CheckoutFormValues = {
    ...EMPTY_CHECKOUT_VALUES,
    surplus,
    historyOrderId: historyAvatar?.orderId ?? null,
    ...prefilled,
    // A repeated order's account fields win over the last order's; what was typed since wins over both.
    ...(restored ?? {}),
    ...(draft ?? {}),
  };
  return (
    <Modal
      isOpen={step !== null}
      onClose={close}
      title={step === "details" ? t("detailsTitle") : t("confirmTitle")}
      size="m"
    >
      {step === "confirm" && (
        <OrderConfirmStep
          game={game}
          amounts={props.amounts}
          summary={props.summary}
          steamCommission={props.steamCommission}
          onConfirm={() => onStep("details")}
          onEdit={close}
        />
      )}
      {step === "details" &&
        (prefill ? (
          <UserDataForm
            game={game}
            defaults={defaults}
            summary={props.summary}
            historyAvatar={historyAvatar ?? null}
            isMailRequired={!profileEmail && !game.isAuthRequired}
            isSurplusEnabled={isSurplusEnabled}
            onSubmit={onSubmit}
            onBack={() => onStep("confirm")}
            onDraft={onDraft}
            submitError={submitError}
          />
        ) : (
          <p role="status">
            <Spinner /> {t("loading")}
          </p>
        ))}
    </Modal>
  );
}
