// The one way a request body is read: chunk by chunk from the stream, refused (413) as soon as it passes the cap,
// whether or not Content-Length was sent. A chunked body is never collected past its cap, so one huge upload
// cannot exhaust memory; the unread rest is never kept (the server entry discards it after the answer).
import { ApiError } from "./api-error";

/** JSON bodies of the Store API and provider callbacks. */
export const MAX_JSON_BYTES = 64 * 1024;
/** Urlencoded forms (GetPay's notice, sandbox decisions): a handful of short fields. */
export const MAX_FORM_BYTES = 64 * 1024;

export const requestTooLarge = () =>
  new ApiError(413, { detail: "Слишком большой запрос.", code: "request_too_large" });

export async function readCappedBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  // A declared length past the cap is refused before a byte is read.
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw requestTooLarge();
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: that destroys the request and its connection, perhaps before the 413 is written. The rest is
      // left unread; after the answer the server entry reads and discards it (server/unread-body.ts).
      reader.releaseLock();
      throw requestTooLarge();
    }
    chunks.push(value);
  }
  return concatChunks(chunks, size);
}

function concatChunks(chunks: Uint8Array<ArrayBuffer>[], size: number): Uint8Array<ArrayBuffer> {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A urlencoded or multipart body, capped while it streams, then parsed from the collected bytes. */
export async function readCappedForm(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  const bytes = await readCappedBody(req, maxBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, { detail: "Ошибка разбора данных формы.", code: "parse_error" });
  }
}
