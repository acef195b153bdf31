// The console's audit log: every write made by staff, who made it, when, and the target before and after.
import { z } from "zod";
import { isoDateSchema, pageQuerySchema, pagedSchema, searchTextSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created: isoDateSchema,
  actor_id: z.number().int().nullable().describe("The staff account (null once it is gone)"),
  actor_email: z.string().describe("The staff account's e-mail when it acted"),
  channel: z
    .enum(["console", "operator_api", "cli"])
    .describe("How the write came in: the console, the operator token API or a command-line script"),
  action: z.string().describe("What was done, e.g. order.retry_delivery"),
  target_type: z.string().describe("What it was done to, e.g. order"),
  target_id: z.string(),
  before: z.unknown().describe("The target before the action (null for a creation)"),
  after: z.unknown().describe("The target after the action (null for a deletion)"),
});

const dateTime = z.iso.datetime({ offset: true, error: "Введите правильную дату и время (ISO 8601)." });

export const auditQuerySchema = pageQuerySchema.extend({
  actor: searchTextSchema.optional().describe("A staff account's id, or part of its e-mail"),
  action: searchTextSchema
    .optional()
    .describe("An action, or the start of one (order. for every order action)"),
  target_type: searchTextSchema.optional(),
  target_id: searchTextSchema.optional(),
  created_after: dateTime.optional().describe("Entries made at or after this moment"),
  created_before: dateTime.optional().describe("Entries made before this moment"),
});

export const listAuditLog = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/audit/",
  summary: `The audit log, newest first, ${AUDIT_PAGE_SIZE} a page unless page_size says`,
  query: auditQuerySchema,
  response: pagedSchema(auditEntrySchema),
});
