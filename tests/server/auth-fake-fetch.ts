// A scripted stand-in for fetch: answers by URL prefix and records every call (no network in tests).
export type FakeReply = { status?: number; json?: unknown; text?: string } | Error | DOMException;
type Script = Record<string, FakeReply | ((url: string, init?: RequestInit) => FakeReply)>;

export const timeout = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");

export function fakeFetch(script: Script) {
  const calls: { url: string; init?: RequestInit; body: string }[] = [];
  const impl = async (url: string, init?: RequestInit) => {
    calls.push({ url, init, body: init?.body ? String(init.body) : "" });
    const key = Object.keys(script).find((prefix) => url.startsWith(prefix));
    if (!key) throw new Error(`unexpected request to ${url}`);
    const entry = script[key];
    const reply = typeof entry === "function" ? entry(url, init) : entry;
    // DOMException (a timeout) comes from another realm in jest: not instanceof Error there.
    if (reply instanceof Error || reply instanceof DOMException) throw reply;
    const body = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(body, { status: reply.status ?? 200 });
  };
  return { impl, calls };
}
