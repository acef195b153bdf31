// The server's connections as its graceful stop needs them (server/serve.ts): which have been answered at least once
// and how many of each one's requests are still unanswered, and the stop itself: stop accepting, close the idle
// keep-alive connections at once and the others as their answers end, and cut whatever is left after a grace time.
import net, { type Socket } from "node:net";
import type http from "node:http";

/** Socket marks: it has been answered at least once; how many of its requests are unanswered. */
const ANSWERED = Symbol("answered");
const IN_FLIGHT = Symbol("inFlight");
type MarkedSocket = Socket & { [ANSWERED]?: boolean; [IN_FLIGHT]?: number };

export type ConnectionDrain = {
  /** Notes a request on `socket`; answers the function to call once it is answered (its response's close). */
  requestStarted(socket: Socket): () => void;
  /** Stops accepting and resolves once every connection has ended, cutting those left after `graceMs`. */
  stop(graceMs: number): Promise<void>;
};

export function trackConnections(server: http.Server): ConnectionDrain {
  const connections = new Set<MarkedSocket>();
  server.on("connection", (socket: MarkedSocket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  return {
    requestStarted(socket: MarkedSocket) {
      socket[IN_FLIGHT] = (socket[IN_FLIGHT] ?? 0) + 1;
      // The socket taken when the request came: by the response's close, req.socket may be gone (a refused upload
      // whose connection was destroyed), and reading it then threw and took the process down.
      return () => {
        socket[IN_FLIGHT]! -= 1;
        socket[ANSWERED] = true;
      };
    },
    async stop(graceMs) {
      // Stop accepting, but not with http's server.close(): that also drops every connection without a request in
      // progress, including one the balancer opened a moment ago whose first request is still on its way (nginx
      // reads a reset and answers 502 to a POST it may not retry). net's close stops accepting only.
      // Connections the kernel has taken but Node not yet accepted are reset when the listener closes: close right
      // after an event-loop poll (setImmediate), which accepts those waiting, so only ones arriving within the same
      // instant can be (a balancer without active health checks cannot be told to stop sending first; see
      // deploy/README.md, "Updates").
      await new Promise((resolve) => setImmediate(resolve));
      const finished = new Promise((resolve) => net.Server.prototype.close.call(server, resolve));
      // Keep-alive connections that have been answered and wait idle go at once (every answer since the SIGTERM
      // closes its own connection); a connection that has not sent its request yet gets its answer first.
      const closeAnsweredIdle = () => {
        for (const socket of connections) if (socket[ANSWERED] && !socket[IN_FLIGHT]) socket.destroy();
      };
      closeAnsweredIdle();
      const sweeper = setInterval(closeAnsweredIdle, 50);
      const timer = setTimeout(() => server.closeAllConnections(), graceMs);
      await finished;
      clearInterval(sweeper);
      clearTimeout(timer);
    },
  };
}
