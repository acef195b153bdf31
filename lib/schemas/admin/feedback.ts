// Review moderation in the console: every review, hidden ones included, and hiding or showing one (audited).
import { z } from "zod";
import { idParamsSchema, isoDateSchema, pageQuerySchema, pagedSchema } from "../common";
import { ORDER_STATUSES } from "../orders/order-statuses";
import { defineAdminEndpoint } from "./admin-endpoint";

export const ADMIN_FEEDBACK_PAGE_SIZE = 50;

const id = z.number().int();

export const adminFeedbackSchema = z.object({
  id,
  order_id: id,
  order_status: z.enum(ORDER_STATUSES),
  email: z.string().describe("The buyer's e-mail"),
  rating: id,
  text: z.string(),
  is_hidden: z.boolean(),
  is_verified_purchase: z.boolean(),
  created: isoDateSchema,
});

export const adminFeedbackQuerySchema = pageQuerySchema.extend({
  is_hidden: z.enum(["true", "false"], { error: "Выберите true или false." }).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

export const listAdminFeedback = defineAdminEndpoint("support", {
  method: "GET",
  path: "/api/admin/feedback/",
  summary: `Every review, hidden ones included, newest first, ${ADMIN_FEEDBACK_PAGE_SIZE} a page`,
  query: adminFeedbackQuerySchema,
  response: pagedSchema(adminFeedbackSchema),
});

const moderation = (action: "hide" | "show") =>
  defineAdminEndpoint("support", {
    method: "POST",
    path: `/api/admin/feedback/{id}/${action}/`,
    summary:
      action === "hide"
        ? "Hide review {id} from the storefront (list and average); audited with the reason"
        : "Show review {id} on the storefront again; audited",
    params: idParamsSchema,
    body: z.object({
      reason: z.string({ error: "Введите строку." }).trim().max(500, "Не длиннее 500 символов.").optional(),
    }),
    response: adminFeedbackSchema,
  });

export const hideFeedback = moderation("hide");
export const showFeedback = moderation("show");
