// Game pages: the checkout (products, servers and player lookup, the sign-in prompt) reads its own namespaces.
import { messagesLayout } from "@/lib/i18n/client-messages";

export default messagesLayout(["auth", "checkout", "common", "game", "playerLookup", "price", "products"]);
