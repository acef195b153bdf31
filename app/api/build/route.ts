// GET /api/build/ – the deployed build id; open tabs poll it hourly and reload on the next navigation when it changed
import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/server/http/error-response";
import { methods } from "@/lib/server/http/methods";

export const dynamic = "force-dynamic";

async function readBuildId(): Promise<string> {
  try {
    return (await readFile(path.join(process.cwd(), ".next/BUILD_ID"), "utf8")).trim();
  } catch {
    return "development";
  }
}

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: async () => {
    try {
      return NextResponse.json(
        { build_id: await readBuildId() },
        { headers: { "Cache-Control": "no-store" } },
      );
    } catch (err) {
      return errorResponse(err);
    }
  },
});
