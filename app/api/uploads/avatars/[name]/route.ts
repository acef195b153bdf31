// GET /api/uploads/avatars/{name}/ – an uploaded Standoff avatar from the configured storage (DATA_DIR or S3),
// served with its stored type and no sniffing, as an inert image that can run nothing.
import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/http/api-error";
import { readAvatar } from "@/lib/server/orders/kinds/avatar-files";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: async (_req, ctx) => {
    try {
      const { name } = await ctx.params;
      const avatar = typeof name === "string" ? await readAvatar(name) : null;
      if (!avatar) return errorResponse(notFound());
      return new NextResponse(new Uint8Array(avatar.bytes), {
        headers: {
          "Content-Type": avatar.type,
          "Content-Length": String(avatar.bytes.length),
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
  },
});
