// Uploaded pictures, served from the configured storage (DATA_DIR or S3) as inert images; answered outside
// handleRoute, so no token is read.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";

const nameParams = z.object({ name: z.string().describe("The stored file name the upload gave out") });
const imageSchema = z.string().describe("The picture's bytes (PNG, JPEG or WebP), as stored");
const NOT_GIVEN_OUT = "No picture of that name";

export const getUploadedAvatar = defineEndpoint({
  method: "GET",
  path: "/api/uploads/avatars/{name}/",
  tag: "content",
  summary: "A Standoff account avatar uploaded with an order",
  plain: true,
  params: nameParams,
  responseType: "image",
  errors: { 404: NOT_GIVEN_OUT },
  response: imageSchema,
});

export const getUploadedCatalogueImage = defineEndpoint({
  method: "GET",
  path: "/api/uploads/catalogue/{name}/",
  tag: "content",
  summary: "A game logo or gift cover uploaded from the console",
  plain: true,
  params: nameParams,
  responseType: "image",
  errors: { 404: NOT_GIVEN_OUT },
  response: imageSchema,
});
