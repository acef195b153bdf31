// GET /api/operator/standoff/ – the Standoff lines waiting for the operator
import { listStandoffQueue } from "@/lib/schemas/operator/standoff-queue";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { operatorPolicy } from "@/lib/server/http/operator-policy";
import { readStandoffQueue } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listStandoffQueue, () => readStandoffQueue(), { policy: operatorPolicy }),
});
