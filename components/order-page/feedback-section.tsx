"use client";
// The review block of the order page: the form for a done order's owner, thanks after sending, the review once
// left, or why this viewer cannot leave one (a guest order, signed out, another account).
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SmartLink } from "@/components/ui/smart-link";
import type { Feedback } from "@/lib/api/types/content";
import { openAuthPopup } from "@/lib/state/session-popup";
import { FeedbackForm } from "./feedback-form";
import type { FeedbackState } from "./feedback-state";
import { FeedbackReview } from "./feedback-review";
import pageStyles from "./order-page.module.css";
import styles from "./feedback.module.css";

type SectionState = FeedbackState | { kind: "thanks"; feedback: Feedback };

function Thanks() {
  const t = useTranslations("orderPage.feedback");
  const ref = useRef<HTMLDivElement>(null);
  // The form (and the focused button) just went away: keep the keyboard where the news is.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.thanks}>
      <p className={styles.thanksTitle}>{t("thanks")}</p>
      <p className={styles.text}>{t("thanksText")}</p>
      <SmartLink href="/feedback" className={styles.link}>
        {t("allFeedback")}
      </SmartLink>
    </div>
  );
}

function SectionBody({
  state,
  onChange,
  orderId,
}: {
  state: SectionState;
  onChange: (state: SectionState) => void;
  orderId: number;
}) {
  const t = useTranslations("orderPage.feedback");
  switch (state.kind) {
    case "form":
      return (
        <>
          <p className={styles.text}>{t("lead")}</p>
          <FeedbackForm
            orderId={orderId}
            onCreated={(feedback) => onChange({ kind: "thanks", feedback })}
            onAlreadyReviewed={() => onChange({ kind: "reviewed", review: null })}
          />
        </>
      );
    case "thanks":
      return <Thanks />;
    case "reviewed":
      return <FeedbackReview review={state.review} />;
    case "guest-order":
      return <p className={styles.text}>{t("guestOrder")}</p>;
    case "not-owner":
      return <p className={styles.text}>{t("notOwner")}</p>;
    case "sign-in":
      return (
        <>
          <p className={styles.text}>{t("signIn")}</p>
          <Button
            size="s"
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => openAuthPopup("sign-in")}
          >
            {t("signInAction")}
          </Button>
        </>
      );
    case "hidden":
      return null;
  }
}

export function FeedbackSection({ orderId, initialState }: { orderId: number; initialState: FeedbackState }) {
  const t = useTranslations("orderPage.feedback");
  const [state, setState] = useState<SectionState>(initialState);
  if (state.kind === "hidden") return null;
  return (
    <section className={`${pageStyles.card} ${styles.section}`} aria-labelledby="order-feedback-title">
      <h2 id="order-feedback-title" className={pageStyles.sectionTitle}>
        {t("title")}
      </h2>
      <SectionBody state={state} onChange={setState} orderId={orderId} />
    </section>
  );
}
