// The demo seed's delivery of a batch of paid orders, as one batch of the delivery worker would
// (lib/server/jobs/start-workers.ts): the same service, and a failed job tried again as pg-boss would.
import { errorText } from "../errors/error-text";
import { deliverOrders } from "../fulfilment/deliver-order";
import { logger } from "../logger";

/** Tries of a delivery job here: the worker retries a failed one (lib/server/jobs/queues.ts), and so does the seed. */
const DELIVERY_TRIES = 3;

/**
 * Delivers the orders as one batch of the delivery worker. A job that fails (a provider's transient fault, a database
 * connection not free in time on a loaded machine) is tried again, with the same lines and idempotency keys, as
 * pg-boss would; one failing every try throws, naming why.
 */
export async function deliverDemoBatch(orderIds: number[]): Promise<void> {
  let left = orderIds;
  for (let attempt = 1; left.length; attempt++) {
    const errors = await deliverOrders(left.map((orderId) => ({ orderId })));
    const failed = [...errors].filter(([, err]) => err);
    if (!failed.length) return;
    const reasons = failed.map(([id, err]) => `${id}: ${errorText(err)}`).join("; ");
    if (attempt === DELIVERY_TRIES) throw new Error(`Demo orders: delivery failed: ${reasons}`);
    logger.warn({ attempt, reasons }, "demo orders: delivery failed, trying again");
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    left = failed.map(([id]) => id);
  }
}
