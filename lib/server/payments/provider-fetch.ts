// The HTTP client of the real provider adapters; tests put a fake in its place, so they never use the network.
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

let override: FetchLike | undefined;

export const getProviderFetch = (): FetchLike => override ?? fetch;

export function setProviderFetchForTests(fake: FetchLike | undefined) {
  override = fake;
}
