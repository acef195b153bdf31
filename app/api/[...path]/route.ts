// Any other /api path, any method – DRF-style JSON 404 instead of the HTML not-found page
import { NextResponse } from "next/server";

const answer = async () =>
  NextResponse.json({ detail: "Страница не найдена.", code: "not_found" }, { status: 404 });

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
export const HEAD = answer;
export const OPTIONS = answer;
