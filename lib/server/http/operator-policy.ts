// The policy of the operator calls (/api/operator/...): the X-Operator-Token header is checked before any input
// is read, so a call without the token cannot be probed with bodies (it answers 404 whatever it sends).
import { requireOperator } from "../operator/require-operator";
import type { RoutePolicy } from "./handle-route";

export const operatorPolicy: RoutePolicy<object> = (req) => {
  requireOperator(req.headers.get("x-operator-token") ?? "");
  return {};
};
