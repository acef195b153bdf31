// The HTTP side of a provider callback answered in the store's JSON (the sandbox, Payselection): 404 while the
// provider is off, the body read as JSON with its exact text (the signature covers it), then the payments service
// (accept-payment-callback.ts); its refusals and outcomes become DRF answers.
import { acceptPaymentCallback } from "../payments/accept-payment-callback";
import { CallbackRefusedError } from "../payments/payment-provider";
import { getPaymentProvider } from "../payments/payment-providers";
import { ApiError, notFound, permissionDenied, validationError } from "./api-error";
import { readJsonBodyWithText } from "./read-body";

export async function answerJsonCallback(
  providerName: string,
  req: Request,
): Promise<{ status: "ok" | "ignored" }> {
  const provider = getPaymentProvider(providerName);
  if (!provider.isAvailable()) throw notFound();
  const { raw, json } = await readJsonBodyWithText(req);
  let outcome;
  try {
    outcome = await acceptPaymentCallback(provider, {
      rawBody: raw,
      body: json,
      headers: req.headers,
      url: req.url,
    });
  } catch (err) {
    if (!(err instanceof CallbackRefusedError)) throw err;
    if (err.reason === "invalid") throw validationError(err.fieldErrors);
    throw permissionDenied("Неверная подпись уведомления.");
  }
  if (outcome === "unknown_payment") throw notFound("Платёж не найден.");
  if (outcome === "mismatch") {
    throw new ApiError(400, { detail: "Сумма или валюта не совпадают с платежом.", code: "mismatch" });
  }
  return { status: outcome === "replayed" || outcome === "ignored" ? "ignored" : "ok" };
}
