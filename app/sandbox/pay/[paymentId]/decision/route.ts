// POST /sandbox/pay/{payment_id}/decision – the sandbox checkout's answer: a signed webhook to our own API, then back to the order
import { NextResponse, type NextRequest } from "next/server";
import { publicOrigin } from "@/lib/server/auth/site-origin";
import { getConfig } from "@/lib/server/config";
import { ApiError } from "@/lib/server/http/api-error";
import { publicUrl } from "@/lib/server/http/public-url";
import { MAX_FORM_BYTES, readCappedForm } from "@/lib/server/http/read-capped-body";
import { decideSandboxPayment } from "@/lib/server/payments/sandbox/decide-sandbox-payment";

const plain = (text: string, status: number) =>
  new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

// A relative Location keeps the shopper on the host name they use (and with their cookies).
const seeOther = (path: string) => new NextResponse(null, { status: 303, headers: { location: path } });

export async function POST(req: NextRequest, ctx: { params: Promise<{ paymentId: string }> }) {
  if (getConfig().STORE_MODE === "live") return plain("Страница не найдена.", 404);
  // The form is ours: another site must not be able to approve or decline on the shopper's behalf. The browser
  // sends the page's origin, which is the host the shopper uses or the configured one.
  const origin = req.headers.get("origin");
  if (origin && origin !== publicUrl(req).origin && origin !== publicOrigin()) {
    return plain("Запрос отклонён: чужой источник.", 403);
  }
  let decision: FormDataEntryValue | null;
  try {
    decision = (await readCappedForm(req, MAX_FORM_BYTES)).get("decision");
  } catch (err) {
    if (err instanceof ApiError && err.status === 413) return plain("Слишком большой запрос.", 413);
    return plain("Неверный запрос.", 400);
  }
  if (decision !== "approve" && decision !== "decline") return plain("Неверный запрос.", 400);
  const { paymentId } = await ctx.params;
  if (!/^[0-9a-f]{32}$/.test(paymentId)) return plain("Платёж не найден.", 404);
  const result = await decideSandboxPayment(paymentId, decision);
  if (result.outcome === "unknown") return plain("Платёж не найден.", 404);
  // The checkout page's script asks for the next address instead of following it (its window then closes).
  if (req.headers.get("accept")?.includes("application/json"))
    return NextResponse.json({ next: result.next });
  return seeOther(result.next);
}

export function GET() {
  return plain("Метод не разрешён.", 405);
}
