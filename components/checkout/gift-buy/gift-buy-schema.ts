// The gift buy form: only the e-mail the key goes to. Required for a guest; a signed-in shopper may leave it
// empty (the order uses the account's address). The API's own e-mail fields check it, so the form refuses
// exactly what POST /api/orders/rokky/ would.
import { z } from "zod";
import { emailSchema } from "@/lib/schemas/auth/fields";
import { optionalEmailField } from "@/lib/schemas/orders/order-input";

export type GiftBuyValues = { email: string };
export type GiftBuyOutput = { email?: string };

export function giftBuySchema(options: { isMailRequired: boolean }) {
  const email = options.isMailRequired ? emailSchema : optionalEmailField();
  return z.object({ email }) as unknown as z.ZodType<GiftBuyOutput, GiftBuyValues>;
}
