// Fields of the order bodies shared by every order kind: product lines, quantities, e-mail, account ids.
// Unknown fields (a price, a total) are dropped: the server computes every amount itself.
import { z } from "zod";
import { emailSchema } from "../auth/fields";
import { REQUIRED_MESSAGE as REQUIRED } from "../field-messages";
import { checkAccountIdChars, MAX_ACCOUNT_ID_LENGTH } from "./check-player-id";
import { orderHashSchema } from "./order-detail";

const MAX_INT = 2_147_483_647;
/** Far above any product's max_quantity (checked against the database); keeps the arithmetic small. */
export const MAX_ORDER_QUANTITY = 100_000;
export const MAX_ORDER_LINES = 50;

/**
 * An integer as DRF's IntegerField reads it: a JSON number or a string of digits. The bounds sit on the number
 * form too, so the document (and any client validating with it) refuses what the server refuses: 1.5, 0.
 */
export function integerField(min: number, max: number) {
  const bounded = z
    .number()
    .int("Введите правильное число.")
    .min(min, `Убедитесь, что это значение больше либо равно ${min}.`)
    .max(max, `Убедитесь, что это значение меньше либо равно ${max}.`);
  return z
    .union(
      [
        bounded,
        z
          .string()
          .trim()
          .regex(/^-?\d{1,15}$/)
          .transform(Number),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? REQUIRED : "Введите правильное число.",
      },
    )
    .pipe(bounded);
}

export const objectIdField = () => integerField(1, MAX_INT);
export const quantityField = () => integerField(1, MAX_ORDER_QUANTITY);

/**
 * A player id (supply-channel user id, Standoff account id, Steam login): trimmed, 1 to 64 characters of
 * those every id may hold (check-player-id.ts); the game's own format is checked where the game is known.
 */
export function accountField() {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Введите строку."),
    })
    .trim()
    .min(1, "Это поле не может быть пустым.")
    .max(
      MAX_ACCOUNT_ID_LENGTH,
      `Убедитесь, что это значение содержит не более ${MAX_ACCOUNT_ID_LENGTH} символов.`,
    )
    .superRefine((s, ctx) => {
      if (!s) return;
      // One message per value: a control character says so rather than "latin letters only".
      const message = /[\u0000-\u001f\u007f]/.test(s)
        ? "Управляющие символы недопустимы."
        : checkAccountIdChars(s);
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

/**
 * Optional e-mail: "", blanks and null mean "not given" (a signed-in shopper's orders use the account's address);
 * where the address is needed after all, the server refuses its absence with the required-field wording.
 */
export const optionalEmailField = () =>
  z.preprocess(
    (v: unknown) => (v === null || (typeof v === "string" && !v.trim()) ? undefined : v),
    emailSchema.optional(),
  );

/**
 * A new order's e-mail: optional in the schema, required of guests by the order service (order-contact.ts); JSON
 * Schema cannot make a field required for callers without a token only, so the description says it.
 */
export const guestEmailField = () =>
  optionalEmailField().describe(
    "Where the receipt and the codes go. Required without a token (a guest's order: answered 400 " +
      '{"email": ["Обязательное поле."]} when left out); a signed-in shopper\'s order goes to the account\'s ' +
      "address when left out",
  );

export const newOrderProductSchema = z.object({
  product_id: objectIdField(),
  quantity: quantityField(),
});

export const newOrderProductsField = () =>
  z
    .array(newOrderProductSchema, { error: (i) => (i.input === undefined ? REQUIRED : "Ожидался список.") })
    .min(1, "Выберите хотя бы один товар.")
    .max(MAX_ORDER_LINES, `Не больше ${MAX_ORDER_LINES} товаров в заказе.`)
    .describe("Products with a quantity above zero; prices are the server's");

/** An update names an existing line by id, or adds a product by product_id. */
export const orderProductUpdateSchema = z
  .object({
    id: objectIdField().optional().describe("Id of a line of this order"),
    product_id: objectIdField().optional().describe("A product to add"),
    quantity: quantityField(),
  })
  .refine((item) => item.id !== undefined || item.product_id !== undefined, {
    message: "Укажите id позиции заказа или product_id.",
    path: ["product_id"],
  });

export const orderProductUpdatesField = () =>
  z
    .array(orderProductUpdateSchema, {
      error: (i) => (i.input === undefined ? REQUIRED : "Ожидался список."),
    })
    .min(1, "Выберите хотя бы один товар.")
    .max(MAX_ORDER_LINES, `Не больше ${MAX_ORDER_LINES} товаров в заказе.`)
    .describe("The whole new list of lines: lines left out are removed");

/**
 * The order's hash, sent by the order page's correction form: holding the order's link (its page or an e-mail)
 * proves access from any device, like the order-access cookie does in the browser that created the order.
 */
export const orderHashProofField = () =>
  orderHashSchema
    .optional()
    .describe("The order's hash from its page or e-mail link; proves access without the order-access cookie");
