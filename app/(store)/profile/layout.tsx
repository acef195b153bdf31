// The profile and its settings: order history, balance, nickname, social bindings and session renewal.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["auth", "common", "orderHistory", "profilePage", "settings"]);
