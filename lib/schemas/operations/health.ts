// Health checks for systemd, nginx and load balancers (DESIGN.md section 5b); answered outside handleRoute.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";

export const getLiveness = defineEndpoint({
  method: "GET",
  path: "/api/health/live",
  tag: "operations",
  summary: "The process is up and answering (no dependency is checked)",
  plain: true,
  response: z.object({ status: z.literal("ok") }),
});

const checkSchema = z.string().describe('"ok", or what is wrong with this part');

export const getReadiness = defineEndpoint({
  method: "GET",
  path: "/api/health/ready",
  tag: "operations",
  summary:
    "This instance can take traffic: database reachable, migrations current, job queue started, not shutting down",
  plain: true,
  errors: { 503: "Not ready: status unavailable, and the checks name the failing part" },
  response: z.object({
    status: z.enum(["ok", "unavailable"]),
    checks: z.object({
      database: checkSchema,
      migrations: checkSchema,
      queue: checkSchema,
      shutdown: checkSchema,
    }),
  }),
});
