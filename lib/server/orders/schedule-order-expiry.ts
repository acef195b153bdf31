// Runs the unpaid-order expiry sweep in the server process: soon after start, then every minute. Several
// instances may all run it (rows are taken with SKIP LOCKED). The timer is unref'd, so it never holds a
// shutting-down process open. (The fulfilment worker's job queue will take this over as a scheduled job.)
import { logger } from "../logger";
import { expireUnpaidOrders } from "./expire-unpaid-orders";
import { processRoot } from "../runtime/process-root";
import { errorText } from "../errors/error-text";

const EVERY_MS = 60_000;

async function sweep() {
  try {
    await expireUnpaidOrders();
  } catch (err) {
    logger.error({ err: errorText(err) }, "order expiry sweep failed");
  }
}

export function startOrderExpirySweep(): void {
  const root = processRoot();
  if (root.orderExpiryTimer) return;
  let running = false;
  const tick = async () => {
    if (running) return; // a slow sweep is never overlapped by the next one
    running = true;
    await sweep();
    running = false;
  };
  setTimeout(tick, 5_000).unref();
  root.orderExpiryTimer = setInterval(tick, EVERY_MS).unref();
}

export function stopOrderExpirySweep(): void {
  const root = processRoot();
  if (root.orderExpiryTimer) clearInterval(root.orderExpiryTimer);
  root.orderExpiryTimer = undefined;
}
