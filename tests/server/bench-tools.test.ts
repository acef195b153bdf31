// The bench's tools (scripts/bench-wrk.mjs, scripts/bench-profile.mjs, scripts/lib/paint-budgets.mjs): wrk's report
// read right, the bare server answering the recorded bytes, a CPU profile's self time summed per function within the
// load's spans, and the paint budgets beside the empty page.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseWrk, recordAnswer, startBareServer } from "@/scripts/bench-wrk.mjs";
import { topSelfTime, type CpuProfile } from "@/scripts/bench-profile.mjs";
import { paintBudgetsBeside } from "@/scripts/lib/paint-budgets.mjs";

const WRK_REPORT = `Running 6s test @ http://127.0.0.1:4250/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    15.32ms    9.87ms 120.11ms   80.00%
    Req/Sec     1.68k   210.33     2.10k    70.00%
  Latency Distribution
     50%   13.00ms
     75%   18.50ms
     90%   25.00ms
     99%    1.02s
  20101 requests in 6.00s, 1.30GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:   3350.17
Transfer/sec:    221.65MB
`;

describe("parseWrk", () => {
  it("reads req/s, the p99 in ms and every failure", () => {
    expect(parseWrk(WRK_REPORT)).toEqual({ rps: 3350.17, p99: 1020, errors: 9 });
    const quick = WRK_REPORT.replace("1.02s", "850.00us").replace(/ {2}(Socket|Non-2xx).*\n/g, "");
    expect(parseWrk(quick)).toEqual({ rps: 3350.17, p99: 0.85, errors: 0 });
  });
});

describe("the bare server", () => {
  it("answers exactly what was recorded: status, header lines and body", async () => {
    const store = http.createServer((req, res) => {
      res.writeHead(201, {
        "content-type": "application/json",
        "x-request-id": "abc-123456",
        vary: "Cookie",
      });
      res.end(JSON.stringify({ id: 7, url: req.url }));
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
    const answer = await recordAnswer(origin, "/api/x/");
    store.close();
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    probe.close();
    const bare = await startBareServer(port, new Map([["GET /api/x/", answer]]));
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/x/`);
      expect(res.status).toBe(201);
      expect(res.headers.get("x-request-id")).toBe("abc-123456");
      expect(res.headers.get("vary")).toBe("Cookie");
      expect(await res.json()).toEqual({ id: 7, url: "/api/x/" });
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("topSelfTime", () => {
  const frame = (functionName: string, lineNumber: number) => ({
    functionName,
    url: "file:///app/server/serve.ts",
    lineNumber,
  });
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame("(root)", 0) },
      { id: 2, callFrame: frame("answer", 10) },
      { id: 3, callFrame: frame("log", 20) },
    ],
    // Samples at 1000, 3000, 6000, 10000 µs: answer 2000 + 4000, log 3000 + 1000 (the first sample's own delta).
    samples: [3, 2, 3, 2],
    timeDeltas: [1000, 2000, 3000, 4000],
    startTime: 0,
    endTime: 10_000,
  };

  it("sums each function's samples, largest first, with its share", () => {
    expect(topSelfTime(profile)).toEqual([
      { function: "answer", where: "server/serve.ts:11", "self ms": 6, share: "60.0 %" },
      { function: "log", where: "server/serve.ts:21", "self ms": 4, share: "40.0 %" },
    ]);
  });

  it("counts only the samples within the given spans", () => {
    const rows = topSelfTime(profile, 10, [{ fromUs: 2_500, toUs: 6_500 }]);
    expect(rows).toEqual([
      { function: "log", where: "server/serve.ts:21", "self ms": 3, share: "60.0 %" },
      { function: "answer", where: "server/serve.ts:11", "self ms": 2, share: "40.0 %" },
    ]);
  });
});

describe("paintBudgetsBeside", () => {
  it("keeps the score and TBT budgets where the empty page is within them", () => {
    expect(paintBudgetsBeside({ score: 100, tbtMs: 0 })).toEqual({ score: 98, tbtMs: 100 });
    expect(paintBudgetsBeside({ score: 99, tbtMs: 12.6 })).toEqual({ score: 98, tbtMs: 113 });
  });

  it("holds the store to the same distance from an empty page below them", () => {
    expect(paintBudgetsBeside({ score: 89, tbtMs: 430.4 })).toEqual({ score: 88, tbtMs: 530 });
  });
});
