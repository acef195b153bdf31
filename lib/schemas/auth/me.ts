// The signed-in shopper's own record, Djoser's users/me/: the nickname is the one field a shopper edits.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { REQUIRED_MESSAGE } from "../field-messages";
import { requiredString } from "./fields";
import { profileSchema } from "./profile";

export const NICKNAME_MAX_LENGTH = 32;

/** Control and format characters (bidi overrides, zero-width joiners) would let one name pose as another. */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/u;

/** Trimmed and NFC-normalised; 1..32 characters counted as code points, none of them invisible. */
export const nicknameSchema = requiredString()
  .transform((value) => value.normalize("NFC").trim())
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
    const length = value.length > NICKNAME_MAX_LENGTH * 2 ? Infinity : Array.from(value).length;
    if (length === 0) return fail(REQUIRED_MESSAGE);
    if (length > NICKNAME_MAX_LENGTH)
      return fail(`Убедитесь, что это значение содержит не более ${NICKNAME_MAX_LENGTH} символов.`);
    if (HIDDEN_CHARACTERS.test(value)) fail("Никнейм содержит недопустимые символы.");
  })
  .describe(
    `Shown on the site instead of the e-mail; trimmed and NFC-normalised, then 1..${NICKNAME_MAX_LENGTH} ` +
      "characters counted as code points, none of them control or format characters",
  )
  // The bounds the refinement checks, stated for the document (JSON Schema counts code points as it does).
  .meta({ minLength: 1, maxLength: NICKNAME_MAX_LENGTH });

export const updateMeBodySchema = z.object({ nickname: nicknameSchema });

export const updateMe = defineEndpoint({
  method: "PATCH",
  path: "/api/auth/users/me/",
  tag: "auth",
  summary: "Change the signed-in shopper's nickname; answers the updated profile",
  auth: "required",
  body: updateMeBodySchema,
  response: profileSchema,
});
