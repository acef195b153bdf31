// POST /sandbox/pay/{payment_id}/decision – the sandbox checkout's answer: a signed webhook to our own API, then back to the order
import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/server/config";
import { decideSandboxPayment } from "@/lib/server/payments/sandbox/decide-sandbox-payment";
import { publicUrl } from "@/lib/server/http/public-url";

const plain = (text: string, status: number) =>
  new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function POST(req: NextRequest, ctx: { params: Promise<{ paymentId: string }> }) {
  if (getConfig().STORE_MODE === "live") return plain("Страница не найдена.", 404);
  const url = publicUrl(req);
  // The form is ours: another site must not be able to approve or decline on the shopper's behalf.
  const origin = req.headers.get("origin");
  if (origin && origin !== url.origin) return plain("Запрос отклонён: чужой источник.", 403);
  let decision: FormDataEntryValue | null;
  try {
    decision = (await req.formData()).get("decision");
  } catch {
    return plain("Неверный запрос.", 400);
  }
  if (decision !== "approve" && decision !== "decline") return plain("Неверный запрос.", 400);
  const { paymentId } = await ctx.params;
  if (!/^[0-9a-f]{32}$/.test(paymentId)) return plain("Платёж не найден.", 404);
  const next = await decideSandboxPayment(paymentId, decision, url.origin);
  if (!next) return plain("Платёж не найден.", 404);
  return NextResponse.redirect(new URL(next, url), 303);
}

export function GET() {
  return plain("Метод не разрешён.", 405);
}
