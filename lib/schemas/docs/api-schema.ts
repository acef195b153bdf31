// The OpenAPI document of this API, generated from the endpoint registry.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";

export const getApiSchema = defineEndpoint({
  method: "GET",
  path: "/api/docs/schema/",
  tag: "docs",
  summary: "OpenAPI 3.1 document of the Store API (JSON by default, YAML with format=yaml)",
  query: z.object({
    format: z.enum(["json", "yaml"]).optional(),
    lang: z.string().max(16).optional().describe("Accepted for compatibility; the document is in English"),
  }),
  response: z.record(z.string(), z.unknown()).describe("OpenAPI 3.1 document"),
});
