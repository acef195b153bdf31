// GET /api/health/live – the process is up and answering (no dependency is checked: a database outage must not
// make a supervisor restart healthy processes). For systemd and load balancers.
import { NextResponse } from "next/server";
import { methods } from "@/lib/server/http/methods";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: async () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
});
