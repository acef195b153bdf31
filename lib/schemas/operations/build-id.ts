// The deployed build id: open tabs poll it and reload on the next navigation when it changed.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";

export const getBuildId = defineEndpoint({
  method: "GET",
  path: "/api/build/",
  tag: "operations",
  summary: 'The deployed build id ("development" outside a production build)',
  plain: true,
  response: z.object({ build_id: z.string() }),
});
