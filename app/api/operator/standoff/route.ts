// GET /api/operator/standoff/ – the Standoff lines waiting for the operator
import { listStandoffQueue } from "@/lib/schemas/operator/standoff-queue";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { requireOperator } from "@/lib/server/operator/require-operator";
import { readStandoffQueue } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listStandoffQueue, ({ req }) => {
    requireOperator(req);
    return readStandoffQueue();
  }),
});
