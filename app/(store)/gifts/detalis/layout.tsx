// A gift's page: its buy form is the order page's gift form.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["common", "orderPage"]);
