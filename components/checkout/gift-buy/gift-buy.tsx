"use client";
// The gift page's buy button: opens a small dialog asking where to send the key, creates the gift order and
// moves on to its payment page. A gift that cannot be bought gets a disabled button with the reason. On the gift
// page it is an island loaded after the first paint (components/catalog/gifts/deferred-gift-buy.tsx): until it is
// live, the server's button waits, disabled but looking ready, as a click then would be lost.
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useIsHydrated } from "@/components/auth/use-is-hydrated";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import type { GiftToBuy } from "./gift-to-buy";
import styles from "./gift-buy.module.css";

/** The form (zod, the order call) loads when the shopper reaches for the button, not with the page. */
const loadForm = () => import("./gift-buy-form");
const GiftBuyForm = dynamic(() => loadForm().then((m) => m.GiftBuyForm), {
  ssr: false,
  loading: LoadingForm,
});

function LoadingForm() {
  const t = useTranslations("common");
  return <Spinner label={t("loading")} />;
}

// A failed preload is retried (and reported) when the form renders.
const preloadForm = () => void loadForm().catch(() => {});

type GiftBuyProps = { gift: GiftToBuy; isAvailable?: boolean };

export function GiftBuy({ gift, isAvailable = true }: GiftBuyProps) {
  const t = useTranslations("orderPage.giftBuy");
  const reasonId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reason = !isAvailable ? t("unavailable") : refusal;
  const isLive = useIsHydrated();
  return (
    <div className={styles.buy}>
      <Button
        size="l"
        className={isLive ? undefined : styles.pending}
        onClick={() => setIsOpen(true)}
        onPointerEnter={preloadForm}
        onFocus={preloadForm}
        disabled={reason !== null || !isLive}
        aria-haspopup="dialog"
        aria-label={t("buyLabel", { title: gift.title })}
        aria-describedby={reason ? reasonId : undefined}
      >
        {t("buy")}
      </Button>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      ) : null}
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t("dialogTitle", { title: gift.title })}
        size="s"
      >
        <GiftBuyForm gift={gift} onUnavailable={setRefusal} isUnavailable={refusal !== null} />
      </Modal>
    </div>
  );
}
