// GET /api/health/ready – 200 when this instance can take traffic (database reachable, migrations current, job
// queue started, not shutting down); 503 naming the failing part otherwise, so nginx or a balancer drains it.
import { NextResponse } from "next/server";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import type { ErrorCode } from "@/lib/schemas/error-codes";
import { methods } from "@/lib/server/http/methods";
import { checkReadiness } from "@/lib/server/health/check-readiness";

export const dynamic = "force-dynamic";

async function ready() {
  const { ready, checks } = await checkReadiness();
  return NextResponse.json(
    { status: ready ? "ok" : "unavailable", checks },
    {
      status: ready ? 200 : 503,
      headers: {
        "Cache-Control": "no-store",
        ...(ready ? {} : { [ERROR_CODE_HEADER]: "not_ready" satisfies ErrorCode }),
      },
    },
  );
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: ready });
