// A request answered before its body was read to the end: an upload refused as it streams (413, lib/server/http/
// read-capped-body.ts), or a POST refused before its body was looked at. The app leaves the rest unread (cancelling
// the body would destroy the request and its connection, perhaps before the answer is written, and the client would
// read a reset instead of the 413). After the answer, the rest is read and thrown away, so the client reads the
// answer and may send its next request on the same connection (RFC 9112, section 9.6: a server closing at once can
// make the client lose the answer); a body still arriving after DISCARD_MS loses its connection.
import type { IncomingMessage, ServerResponse } from "node:http";

/** How long the rest of a body is read and discarded after the answer, at most. */
const DISCARD_MS = 5_000;

/** Whether the request says a body follows (only those are watched: a page request has none). */
export const hasBody = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined ||
  (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");

/** After `res` is finished, reads and discards what is left of `req`'s body (at most DISCARD_MS). */
export function discardUnreadBody(req: IncomingMessage, res: ServerResponse, discardMs = DISCARD_MS): void {
  res.once("finish", () => {
    const socket = req.socket;
    // Read to its end already, or its connection gone (the client left): nothing to do.
    if (req.complete || !socket || socket.destroyed) return;
    // The app's reader (the body stream it stopped reading) waits on 'readable'; without it, the message flows.
    req.removeAllListeners("readable");
    req.on("data", () => {});
    req.resume();
    const timer = setTimeout(() => socket.destroy(), discardMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once("end", done);
    socket.once("close", done);
  });
}
