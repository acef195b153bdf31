// Seller requisites shown on the contacts page.
import { z } from "zod";
import { pageQuerySchema, pagedSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { CATALOGUE_CACHE_SECONDS } from "../cache-seconds";

export const contactSchema = z.object({
  company_name: z.string(),
  address: z.string(),
  inn: z.string(),
  company_id: z.string(),
  extra: z.string(),
});

export const listContacts = defineEndpoint({
  publicCacheSeconds: CATALOGUE_CACHE_SECONDS,
  method: "GET",
  path: "/api/contacts/",
  tag: "content",
  summary: "Seller requisites, paged by page",
  query: pageQuerySchema,
  response: pagedSchema(contactSchema),
});
