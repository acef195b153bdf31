// Calls a route handler module with a multipart/form-data body, the way a browser's FormData upload arrives.
import { NextRequest } from "next/server";
import { checkContract } from "./check-contract";

type RouteModule = Record<string, unknown>;
type Init = { form: FormData; headers?: Record<string, string>; params?: Record<string, string> };

export async function callRouteMultipart(mod: RouteModule, url: string, init: Init) {
  // Encoding through a Request gives the real multipart bytes and boundary, as a browser would send them.
  const encoded = new Request("http://localhost/", { method: "POST", body: init.form });
  const headers = new Headers(init.headers);
  headers.set("content-type", encoded.headers.get("content-type")!);
  const body = new Uint8Array(await encoded.arrayBuffer());
  headers.set("content-length", String(body.byteLength));
  const req = new NextRequest(new URL(url, "http://localhost:3000"), { method: "POST", headers, body });
  const handler = mod.POST as (
    r: NextRequest,
    c: { params: Promise<Record<string, string>> },
  ) => Promise<Response>;
  const res = await handler(req, { params: Promise.resolve(init.params ?? {}) });
  const text = await res.text();
  checkContract("POST", url, { status: res.status, headers: res.headers, text });
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as any, text };
}
