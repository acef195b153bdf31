import { delay, http, HttpResponse } from "msw";
import { ResponseError } from "@/lib/api/errors";
import { listGames } from "@/lib/api/games";
import { createFeedback } from "@/lib/api/feedback";
import { BASE, makeClient, server, startMsw } from "./msw-setup";

startMsw();

const page = { count: 0, next: null, previous: null, results: [] };

describe("network failure and timeout in the session layer", () => {
  it("a network failure becomes a synthesized 503 Service Unavailable", async () => {
    server.use(http.post(`${BASE}/api/feedback/create/`, () => HttpResponse.error()));
    const { client } = makeClient();
    const error = await createFeedback({ order: 1, rating: 5, text: "ok" }, { client }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(503);
    expect((error as ResponseError).response.statusText).toBe("Service Unavailable");
  });

  it("a request outliving the timeout becomes a synthesized 408 Request Timeout", async () => {
    server.use(http.post(`${BASE}/api/feedback/create/`, async () => delay("infinite")));
    const { client } = makeClient({ timeoutMs: 25 });
    const error = await createFeedback({ order: 1, rating: 5, text: "ok" }, { client }).catch(
      (e: unknown) => e,
    );
    expect((error as ResponseError).status).toBe(408);
    expect((error as ResponseError).response.statusText).toBe("Request Timeout");
  });

  it("the default timeout is 30000 ms", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      server.use(http.post(`${BASE}/api/feedback/create/`, async () => delay("infinite")));
      const { client } = makeClient();
      const settled = jest.fn();
      const call = createFeedback({ order: 1, rating: 5, text: "ok" }, { client }).catch(
        (e: ResponseError) => {
          settled(e.status);
        },
      );
      await jest.advanceTimersByTimeAsync(29_999);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toHaveBeenCalledWith(408);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("GET answered 503", () => {
  it("is retried twice, waiting 1 s and then 2 s, then fails with the last 503", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/games/`, () => {
        calls++;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { client, sleep } = makeClient();
    const error = await listGames({}, { client }).catch((e: unknown) => e);
    expect((error as ResponseError).status).toBe(503);
    expect(calls).toBe(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it("stops retrying once an answer is not 503", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/games/`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(page),
      ),
    );
    const { client, sleep } = makeClient();
    await expect(listGames({}, { client })).resolves.toEqual(page);
    expect(calls).toBe(2);
    expect(sleep.mock.calls).toEqual([[1000]]);
  });

  it("retries a synthesized 503 (network failure) too", async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/api/games/`, () => (++calls < 3 ? HttpResponse.error() : HttpResponse.json(page))),
    );
    const { client, sleep } = makeClient();
    await expect(listGames({}, { client })).resolves.toEqual(page);
    expect(calls).toBe(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it("really waits 1 s and 2 s with the default sleep", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      let calls = 0;
      server.use(
        http.get(`${BASE}/api/games/`, () => {
          calls++;
          return new HttpResponse(null, { status: 503 });
        }),
      );
      const { client } = makeClient({ sleep: undefined });
      const call = listGames({}, { client }).catch((e: ResponseError) => e.status);
      await jest.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(1999);
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toBe(3);
      await expect(call).resolves.toBe(503);
    } finally {
      jest.useRealTimers();
    }
  });

  it("a POST answered 503 is not retried", async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/api/feedback/create/`, () => {
        calls++;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { client, sleep } = makeClient();
    const error = await createFeedback({ order: 1, rating: 5, text: "ok" }, { client }).catch(
      (e: unknown) => e,
    );
    expect((error as ResponseError).status).toBe(503);
    expect(calls).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
