// The console's shoppers: find an account by e-mail or nickname, see its orders, balance movements (the payment
// ledger), social bindings and the staff actions on it; adjust its balance with a reason; block and unblock sign-in.
import { z } from "zod";
import { BALANCE_MOVEMENT_KINDS } from "../auth/balance-history";
import {
  idParamsSchema,
  isoDateSchema,
  moneySchema,
  pageQuerySchema,
  pagedSchema,
  searchTextSchema,
} from "../common";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { auditEntrySchema } from "./audit";
import { defineAdminEndpoint } from "./admin-endpoint";
import { ORDER_KINDS } from "./orders";

export const ADMIN_USERS_PAGE_SIZE = 50;
/** How many of the account's latest orders and balance movements its page shows. */
export const ADMIN_USER_RECENT = 50;
/** The largest single adjustment, either way: a typo of a few digits is refused rather than booked. */
export const MAX_BALANCE_ADJUSTMENT = "1000000.00";
export const ADJUSTMENT_REASON_MAX = 500;

const id = z.number().int();
const USER_ROLES = ["shopper", "support", "admin"] as const;

export const adminUserSchema = z.object({
  id,
  email: z.string(),
  nickname: z.string(),
  role: z.enum(USER_ROLES),
  is_blocked: z.boolean().describe("Sign-in, token refresh and every authenticated call are refused"),
  balance: moneySchema.describe("Roubles on the account, held shares included"),
  balance_held: moneySchema.describe("The part held by pending payments; spendable = balance - balance_held"),
  created: isoDateSchema,
});

export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional().describe("Part of the e-mail or nickname, any case"),
});

export const listAdminUsers = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/users/",
  summary: `Accounts whose e-mail or nickname contains search, newest first, ${ADMIN_USERS_PAGE_SIZE} a page unless page_size says`,
  query: adminUsersQuerySchema,
  response: pagedSchema(adminUserSchema),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  spendable_balance: moneySchema.describe("What the shopper can spend now: balance less the held part"),
  social: z
    .array(z.object({ provider: z.string(), uid: z.string(), created: isoDateSchema }))
    .describe("Social accounts bound for sign-in"),
  orders_count: z.number().int(),
  orders: z
    .array(
      z.object({
        id,
        kind: z.enum(ORDER_KINDS),
        status: z.enum(ORDER_STATUSES),
        total: moneySchema,
        created: isoDateSchema,
      }),
    )
    .describe(`The latest ${ADMIN_USER_RECENT} orders, newest first`),
  balance_movements_count: z.number().int(),
  balance_movements: z
    .array(
      z.object({
        id,
        created: isoDateSchema,
        kind: z.enum(BALANCE_MOVEMENT_KINDS),
        amount: moneySchema.describe("Roubles, signed: negative when the balance went down"),
        order_id: id.nullable(),
      }),
    )
    .describe(
      `The latest ${ADMIN_USER_RECENT} balance movements (the shopper's balance history), newest first`,
    ),
  audit: z.array(auditEntrySchema).describe("Staff actions on the account, newest first"),
});

export const getAdminUser = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/users/{id}/",
  summary: "An account with its social bindings, latest orders, balance movements and staff actions",
  params: idParamsSchema,
  response: adminUserDetailSchema,
});

const reasonText = () =>
  z
    .string({ error: (i) => (i.input === undefined ? "Обязательное поле." : "Введите строку.") })
    .trim()
    .max(ADJUSTMENT_REASON_MAX, `Не длиннее ${ADJUSTMENT_REASON_MAX} символов.`);

const AMOUNT = /^([-+])?(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** A signed amount of roubles, "150", "-99.5" or "-99,50", normalised to "-99.50"; never zero, never too large. */
const signedAmountField = () =>
  z
    .string({ error: (i) => (i.input === undefined ? "Обязательное поле." : "Введите строку.") })
    .trim()
    .transform((v, ctx) => {
      const match = AMOUNT.exec(v);
      if (!match) {
        ctx.addIssue({
          code: "custom",
          message: "Введите сумму в рублях со знаком: 150 — начислить, -99.50 — списать.",
        });
        return z.NEVER;
      }
      const kopecks = BigInt(match[2]) * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
      const [maxRoubles] = MAX_BALANCE_ADJUSTMENT.split(".");
      if (kopecks === 0n) {
        ctx.addIssue({ code: "custom", message: "Сумма не может быть нулевой." });
        return z.NEVER;
      }
      if (kopecks > BigInt(maxRoubles) * 100n) {
        ctx.addIssue({ code: "custom", message: `Не больше ${maxRoubles} ₽ за одну корректировку.` });
        return z.NEVER;
      }
      const text = `${kopecks / 100n}.${(kopecks % 100n).toString().padStart(2, "0")}`;
      return match[1] === "-" ? `-${text}` : text;
    });

export const balanceAdjustmentBodySchema = z.object({
  amount: signedAmountField().describe("Roubles, signed: positive credits the balance, negative debits it"),
  reason: reasonText()
    .min(1, "Обязательное поле.")
    .describe("Why: kept in the payment ledger and the audit log"),
  request_id: z
    .uuid({ error: "Откройте форму заново: у корректировки нет ключа запроса." })
    .describe(
      "A UUID the client makes once per adjustment and sends again on a retry: the same request_id for the same " +
        "account and amount changes nothing a second time and answers the balance as it stands",
    ),
});

export const adjustUserBalance = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/users/{id}/balance/",
  summary:
    "Credit or debit the account's balance by amount, for reason: one payment-ledger entry (event adjustment, " +
    "shown in the shopper's balance history) and one audit entry with the balance before and after; 400 when a " +
    "debit exceeds the spendable balance; 403 for the caller's own account (another admin adjusts it). " +
    "Idempotent per request_id: a repeated request (a double click, a retry after a lost answer) is booked once; " +
    "409 adjustment_key_reused when that request_id booked another account or amount",
  params: idParamsSchema,
  body: balanceAdjustmentBodySchema,
  multilineFields: ["reason"],
  response: z.object({ id, balance: moneySchema, balance_held: moneySchema, amount: moneySchema }),
  errors: { 409: "adjustment_key_reused" },
});

const blockBody = z.object({ reason: reasonText().optional().describe("Why, kept in the audit log") });
const blockAnswer = z.object({ id, is_blocked: z.boolean() });

export const blockUser = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/users/{id}/block/",
  summary:
    "Block the account: sign-in, token refresh and every call with its tokens are refused, and its refresh " +
    "tokens are revoked; 400 for one's own account; audited (a no-op for an account already blocked)",
  params: idParamsSchema,
  body: blockBody,
  multilineFields: ["reason"],
  response: blockAnswer,
});

export const unblockUser = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/users/{id}/unblock/",
  summary: "Let the account sign in again; audited (a no-op for an account that is not blocked)",
  params: idParamsSchema,
  body: blockBody,
  multilineFields: ["reason"],
  response: blockAnswer,
});
