// A request made inside the process, for the payment calls that still read one (lib/server/payments: creating a
// payment reads the order-access cookie, the sandbox webhook its signed body). The demo seeder (lib/server/demo)
// calls them through this until the payments change of issue 27 has them take plain values; then this file goes.
import { NextRequest } from "next/server";

export const inProcessRequest = (url: string, init?: RequestInit) =>
  new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
