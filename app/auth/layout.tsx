// The sign-in pages (password reset, social redirect) read the auth messages in forms shown at once: their own
// provider, since the root layout's messages reach only the parts that load later (issue 26).
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["auth", "common"]);
