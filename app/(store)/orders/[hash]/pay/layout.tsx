// The payment page: methods, promo code, scenarios and the payment's result.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["common", "payment"]);
