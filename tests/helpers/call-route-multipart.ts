// Calls a route handler module with a multipart/form-data body, the way a browser's FormData upload arrives.
import { NextRequest } from "next/server";
import { handToRoute } from "./call-route";

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
  return handToRoute(mod, url, req, init.params);
}
