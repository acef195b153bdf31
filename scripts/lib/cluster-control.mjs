// The cluster's control on loopback, for an operator's tests and deploy/rolling-update.sh's restart command:
//   POST /restart/<name>  stops that process (SIGTERM, its drain) and starts it again; answers once it is started
//                         (a web instance: ready). Names: web:3001 (or 3001) and worker.
//   GET  /state           the processes, their pids and log files.
import http from "node:http";

export function startControl(port, { restart, state }) {
  const server = http.createServer(async (req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(`${JSON.stringify(body)}\n`);
    };
    try {
      const restartOf = /^\/restart\/([\w:]+)$/.exec(req.url ?? "");
      if (req.method === "POST" && restartOf) return answer(200, await restart(restartOf[1]));
      if (req.method === "GET" && req.url === "/state") return answer(200, state());
      answer(404, { detail: "POST /restart/<web:PORT|PORT|worker> or GET /state" });
    } catch (err) {
      answer(err.status ?? 500, { detail: err.message });
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
