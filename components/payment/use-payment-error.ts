"use client";
// The page's error reader with its Russian fallback texts bound.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { readPaymentError } from "./read-payment-error";

export function usePaymentError() {
  const t = useTranslations("payment");
  return useCallback(
    (error: unknown, fieldNames: readonly string[] = []) =>
      readPaymentError(error, fieldNames, {
        network: t("error_network"),
        timeout: t("error_timeout"),
        server: t("error_server"),
        scenario: t("error_scenario"),
      }),
    [t],
  );
}
