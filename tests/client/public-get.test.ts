// publicGet: a public answer read without the API client: no cookies, the query in snake_case, the answer in
// camelCase, a failed answer an error (the island then says the feed could not be loaded).
import { publicGet } from "@/lib/api/public-get";

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

it("sends no cookies, names the query on the wire and answers camelCase", async () => {
  const fetchMock = jest.fn(
    async () =>
      new Response(
        JSON.stringify({ count: 1, results: [{ obscured_nickname: "Ал***й", order_products: [] }] }),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      ),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const page = await publicGet<{ results: { obscuredNickname: string; orderProducts: [] }[] }>(
    "/api/live_feed/",
    { limit: 8, pageSize: undefined },
  );
  expect(page.results[0]).toEqual({ obscuredNickname: "Ал***й", orderProducts: [] });
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/live_feed/?limit=8",
    expect.objectContaining({ credentials: "omit" }),
  );
});

it("turns a failed answer into an error", async () => {
  global.fetch = jest.fn(async () => new Response("{}", { status: 503 })) as unknown as typeof fetch;
  await expect(publicGet("/api/live_feed/")).rejects.toThrow("answered 503");
});
