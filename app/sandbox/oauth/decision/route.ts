// POST /sandbox/oauth/decision – the sandbox consent form's answer: back to redirect_uri with a code or access_denied
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { emailSchema } from "@/lib/schemas/auth/fields";
import { getConfig } from "@/lib/server/config";
import { mintSandboxCode } from "@/lib/server/auth/providers/sandbox-codes";
import { readSandboxRequest } from "@/lib/server/auth/providers/read-sandbox-request";
import { ApiError } from "@/lib/server/http/api-error";
import { publicUrl } from "@/lib/server/http/public-url";
import { MAX_FORM_BYTES, readCappedForm } from "@/lib/server/http/read-capped-body";

const consentSchema = z.object({
  decision: z.enum(["allow", "deny"]),
  email: emailSchema.optional(),
  name: z.string().trim().max(64).optional(),
});

const plain = (text: string, status: number) =>
  new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function POST(req: NextRequest) {
  if (getConfig().STORE_MODE === "live") return plain("Страница не найдена.", 404);
  const url = publicUrl(req);
  // The form is ours: another site must not be able to post a consent on the shopper's behalf.
  const origin = req.headers.get("origin");
  if (origin && origin !== url.origin) return plain("Запрос отклонён: чужой источник.", 403);
  let form: Record<string, string>;
  try {
    form = Object.fromEntries(
      [...(await readCappedForm(req, MAX_FORM_BYTES)).entries()].filter(
        (e): e is [string, string] => typeof e[1] === "string",
      ),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 413) return plain("Слишком большой запрос.", 413);
    return plain("Неверный запрос.", 400);
  }
  const request = readSandboxRequest(form, url);
  const consent = consentSchema.safeParse(form);
  if (!request || !consent.success) return plain("Неверный запрос к тестовому провайдеру входа.", 400);
  const back = new URL(request.redirectUri);
  if (consent.data.decision === "deny") {
    back.searchParams.set("error", "access_denied");
  } else {
    if (!consent.data.email) return plain("Укажите адрес электронной почты.", 400);
    const code = await mintSandboxCode({
      provider: request.provider,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      email: consent.data.email,
      name: consent.data.name ?? "",
    });
    back.searchParams.set("code", code);
  }
  back.searchParams.set("state", request.state);
  return NextResponse.redirect(back, 303);
}

export function GET() {
  return plain("Метод не разрешён.", 405);
}
