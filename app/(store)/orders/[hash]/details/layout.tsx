// An order's page: its live status, delivery details and feedback forms.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["orderHistory", "orderPage"]);
