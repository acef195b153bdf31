"use client";
// The review form of a done order: stars and text, checked like the API checks them. A failure keeps what
// was typed and says why; a second review turns the block into "already reviewed".
import { zodResolver } from "@/lib/forms/zod-resolver";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormAlert } from "@/components/auth/form/form-alert";
import { SubmitButton } from "@/components/auth/form/submit-button";
import { createFeedback } from "@/lib/api/feedback";
import type { Feedback } from "@/lib/api/types/content";
import { FeedbackTextField } from "./feedback-text-field";
import { FEEDBACK_TEXT_MAX, feedbackFormSchema, type FeedbackFormValues } from "./feedback-form-schema";
import { RatingInput } from "./rating-input";
import { readFeedbackError } from "./read-feedback-error";
import formStyles from "@/components/auth/form/form.module.css";

type FeedbackFormProps = {
  orderId: number;
  onCreated: (feedback: Feedback) => void;
  onAlreadyReviewed: () => void;
};

export function FeedbackForm({ orderId, onCreated, onAlreadyReviewed }: FeedbackFormProps) {
  const t = useTranslations("orderPage.feedback");
  const schema = useMemo(
    () =>
      feedbackFormSchema({
        ratingRequired: t("errors.ratingRequired"),
        textRequired: t("errors.textRequired"),
        textTooLong: t("errors.textTooLong", { max: FEEDBACK_TEXT_MAX }),
      }),
    [t],
  );
  const { control, register, handleSubmit, setError, formState } = useForm<FeedbackFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { rating: 0, text: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ rating, text }) => {
    let feedback: Feedback;
    try {
      feedback = await createFeedback({ order: orderId, rating, text });
    } catch (error) {
      const failure = readFeedbackError(error, {
        notOwner: t("errors.notOwner"),
        signedOut: t("errors.signedOut"),
        network: t("errors.network"),
        timeout: t("errors.timeout"),
        server: t("errors.server"),
      });
      if (failure.kind === "already-reviewed") return onAlreadyReviewed();
      Object.entries(failure.fields).forEach(([name, message], index) =>
        setError(name as keyof FeedbackFormValues, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      if (failure.root) setError("root.server", { type: "server", message: failure.root });
      return;
    }
    onCreated(feedback);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined}>
      <FormAlert message={errors.root?.server?.message} />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingInput
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t("rating")}
            optionLabel={(rating) => t("ratingOption", { rating })}
            error={fieldState.error?.message}
            isDisabled={isSubmitting}
          />
        )}
      />
      <FeedbackTextField
        label={t("text")}
        hint={t("textHint", { max: FEEDBACK_TEXT_MAX })}
        error={errors.text?.message}
        {...register("text")}
      />
      <SubmitButton isBusy={isSubmitting} label={t("submit")} busyLabel={t("sending")} isBlock={false} />
    </form>
  );
}
