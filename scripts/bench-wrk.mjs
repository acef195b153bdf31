// The bench's load generator and its floor (issue 26). A baseline is only a baseline if the generator drives it well
// above the target: autocannon (one Node process) saturates near the store's own rate on this machine and hid a gap
// of 5-10 times, so the quiet pages are loaded with wrk (C, 2 threads) when it is installed (Debian's package,
// /usr/bin/wrk, or WRK=path), else with autocannon, which the table then says. Each target is measured beside a bare
// `node:http` server answering the very bytes the store answered (status, the same header lines, body): its figure
// is the generator's ceiling on this machine in this run, and the store's share of it the store's own cost.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import autocannon from "autocannon";

const WRK = process.env.WRK || "/usr/bin/wrk";
/** Hop-by-hop or per-answer lines Node writes itself for the bare server. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

export const hasWrk = () => existsSync(WRK);

/** wrk's latency figure (`1.23ms`, `850.00us`, `1.02s`) in ms. */
function ms(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
}

/** Parses wrk's report (run with --latency): requests per second, p99 ms, socket errors, non-2xx/3xx answers. */
export function parseWrk(text) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN);
  const p99 = ms(/^\s+99%\s+(\S+)/m.exec(text)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  return { rps, p99, errors: errors + non2xx };
}

function runWrk(url, { duration, connections, threads, headers }) {
  const args = ["-t", String(threads), "-c", String(connections), "-d", `${duration}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.once("error", reject);
    child.once("exit", (code) => {
      const result = parseWrk(out);
      if (code !== 0 || Number.isNaN(result.rps)) reject(new Error(`wrk failed (${code}): ${out}`));
      else resolve(result);
    });
  });
}

const runAutocannon = (url, { duration, connections, headers }) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration, connections, headers }, (err, res) =>
      err
        ? reject(err)
        : resolve({ rps: res.requests.average, p99: res.latency.p99, errors: res.errors + res.non2xx }),
    ),
  );

/** Loads `url` for `duration` s: { rps, p99 (ms), errors (socket errors and non-2xx/3xx answers) }. */
export function generate(url, { duration = 10, connections = 50, threads = 2, headers = {} } = {}) {
  return hasWrk()
    ? runWrk(url, { duration, connections, threads, headers })
    : runAutocannon(url, { duration, connections, headers });
}

/** What the generator is, for the table's title. */
export const generatorName = ({ connections = 50, threads = 2 } = {}) =>
  hasWrk()
    ? `wrk (${WRK}), ${threads} threads, ${connections} connections`
    : `autocannon, ${connections} connections (no wrk at ${WRK}: install Debian's wrk package; autocannon ` +
      "saturates near the store's rate, so the bare server's figure understates the floor)";

/** One answer of `origin` as raw parts: status, header lines (without Node's own), body bytes. */
export function recordAnswer(origin, path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const lines = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (!OWN_HEADERS.has(res.rawHeaders[i].toLowerCase()))
              lines.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ status: res.statusCode, headers: lines, body: Buffer.concat(chunks) });
        });
      })
      .once("error", reject);
  });
}

/**
 * A bare node:http server on `port` answering `answers` ("METHOD path" -> { status, headers (raw pairs), body })
 * from memory, 404 otherwise. Resolves { close }.
 */
export async function startBareServer(port, answers) {
  const server = http.createServer((req, res) => {
    const hit = answers.get(`${req.method} ${req.url}`);
    req.resume();
    if (!hit) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(hit.status, [...hit.headers, "content-length", String(hit.body.length)]);
    res.end(hit.body);
  });
  server.keepAliveTimeout = 10_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

/** CPU seconds process `pid` has used so far, user and system (Linux /proc), or null where that cannot be read. */
export function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Waits until process `pid` has used under 5 % of a core for a whole second (at most `maxMs`): a store just started
 * still runs the jobs its seed queued (mail, deliveries) and loads modules, and a load measured then says more
 * about those than about the answers. Answers how long it waited.
 */
export async function untilIdle(pid, { maxMs = 90_000 } = {}) {
  const started = Date.now();
  let before = cpuSecondsOf(pid);
  if (before === null) {
    await new Promise((r) => setTimeout(r, 10_000));
    return Date.now() - started;
  }
  while (Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSecondsOf(pid);
    if (now === null || now - before < 0.05) break;
    before = now;
  }
  return Date.now() - started;
}

/**
 * Each target of the store at `origin` beside a bare server on `barePort` answering the same bytes, loaded in turn
 * (store, then bare) by the same generator: one row per target. `loadStore(loadIt)` wraps each load of the store
 * (the bench notes when it ran, for a profile).
 */
export async function benchAgainstBare({
  origin,
  barePort,
  targets,
  duration,
  connections,
  label,
  loadStore = (loadIt) => loadIt(),
}) {
  const answers = new Map();
  for (const t of targets) answers.set(`GET ${t.path}`, await recordAnswer(origin, t.path, t.headers));
  const bare = await startBareServer(barePort, answers);
  const rows = [];
  try {
    for (const t of targets) {
      const opts = { duration, connections, headers: t.headers ?? {} };
      await generate(`${origin}${t.path}`, { ...opts, duration: 1 }); // warm: JIT, the cache's entry
      const store = await loadStore(() => generate(`${origin}${t.path}`, opts));
      const base = await generate(`http://127.0.0.1:${barePort}${t.path}`, opts);
      const answer = answers.get(`GET ${t.path}`);
      rows.push({
        ...(label ? { engine: label } : {}),
        target: t.name,
        bytes: answer.body.length,
        "store req/s": Math.round(store.rps),
        "store p99 ms": Math.round(store.p99 * 10) / 10,
        "store errors": store.errors,
        "bare node req/s (ceiling)": Math.round(base.rps),
        "bare p99 ms": Math.round(base.p99 * 10) / 10,
        "store/bare": (store.rps / base.rps).toFixed(2),
      });
    }
  } finally {
    await bare.close();
  }
  return rows;
}
