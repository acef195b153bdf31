// The payment page: methods, promo code, scenarios and the payment's result; "checkout" for the Standoff
// avatar field an order left without its avatar asks for.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["common", "payment", "checkout"]);
