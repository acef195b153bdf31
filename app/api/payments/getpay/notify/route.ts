// POST /api/payments/getpay/notify/ – GetPay's signed payment notice; answers "OK" as GetPay expects
import type { NextRequest } from "next/server";
import { errorResponse } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { handleGetpayNotice } from "@/lib/server/payments/getpay/handle-getpay-notice";

async function notify(req: NextRequest): Promise<Response> {
  try {
    const { status, text } = await handleGetpayNotice(req);
    return new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
  } catch (err) {
    return errorResponse(err);
  }
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: notify });
