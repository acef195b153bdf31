// The GET handler of an uploaded picture (GET /api/uploads/{folder}/{name}/): the stored bytes with the type they
// were stored as and no sniffing, as an inert image that can run nothing; a name not given out is 404.
import { NextResponse, type NextRequest } from "next/server";
import { notFound } from "../errors/domain-error";
import { errorResponse } from "./error-response";

type Read = (name: string) => Promise<{ bytes: Uint8Array; type: string } | null>;
type Context = { params: Promise<Record<string, string | string[]>> };

export function serveStoredImage(read: Read) {
  return async (_req: NextRequest, ctx: Context): Promise<Response> => {
    try {
      const { name } = await ctx.params;
      const image = typeof name === "string" ? await read(name) : null;
      if (!image) return errorResponse(notFound());
      return new NextResponse(new Uint8Array(image.bytes), {
        headers: {
          "Content-Type": image.type,
          "Content-Length": String(image.bytes.length),
          "X-Content-Type-Options": "nosniff",
          "Content-Disposition": "inline",
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    } catch (err) {
      // A storage failure (S3 down, bad credentials) is a logged 500, its message free of secrets.
      return errorResponse(err);
    }
  };
}
