// A callback's raw body (signatures cover its exact bytes) and its JSON, with the usual size and syntax checks.
import type { NextRequest } from "next/server";
import { readJsonBody } from "../http/read-body";

export async function readRawJson(req: NextRequest): Promise<{ raw: string; json: unknown }> {
  const raw = await req.clone().text();
  return { raw, json: await readJsonBody(req) };
}
