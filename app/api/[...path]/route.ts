// Any other /api path, any method – DRF-style JSON 404 instead of the HTML not-found page
import { notFound } from "@/lib/server/errors/domain-error";
import { errorResponse } from "@/lib/server/http/error-response";

const answer = async () => errorResponse(notFound());

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const HEAD = answer;
export const OPTIONS = answer;
