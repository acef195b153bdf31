// A review of a finished order, left once by the order's owner.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { feedbackSchema } from "./feedback";

const MAX_INT = 2_147_483_647;

export const createFeedbackBodySchema = z.object({
  order: z.union([
    z.number().int().min(1).max(MAX_INT),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_INT)),
  ]),
  rating: z.number().int().min(1).max(5),
  text: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine((s) => !s.includes("\0"), "Нулевые символы недопустимы."),
});

export const createFeedback = defineEndpoint({
  method: "POST",
  path: "/api/feedback/create/",
  tag: "feedback",
  summary: "Leaves a review of a done order: its owner only, one per order",
  body: createFeedbackBodySchema,
  multilineFields: ["text"],
  response: feedbackSchema,
  status: 201,
  auth: "required",
});
