// A delivery that faulted for good (a fault that is not transient, or its job's last try) is refunded only once the
// provider has said it holds nothing for it. One it accepted (its reference stored) is in flight there, and one whose
// call faulted may have got through all the same, so the provider is asked under the delivery's key first (find:
// never places an order). Refunding without asking handed the shopper the money back and then the goods the
// provider delivered. A provider that does not answer, or holds the reference, leaves the delivery being sent: the
// fault is kept for the operator (the delivery error, the job's failures, an error in the log) and it is asked about
// again later, as a pending one is.
import { logger } from "../logger";
import type { LineOutcome } from "./line-outcome";
import type { DeliveryResult } from "./provider";
import { errorText } from "../errors/error-text";

/** How long a delivery the provider may hold waits before it is asked about again, once its job's tries are spent. */
export const UNSETTLED_RETRY_SECONDS = 15 * 60;

export async function settleFault(fault: {
  /** The provider's reference of the delivery, when it accepted it. */
  reference: string | null;
  find: () => Promise<DeliveryResult | null>;
  /** Stores the provider's answer, or the refund ({ kind: "failed" }). */
  apply: (result: DeliveryResult) => Promise<LineOutcome>;
  /** The refund's reason when the provider holds nothing and gave none. */
  reason: string;
  /** Who the delivery is, for the log: order id, line id, provider, the fault's message. */
  log: Record<string, unknown>;
}): Promise<LineOutcome> {
  let held: DeliveryResult | null = null;
  let unsure = fault.reference !== null;
  let log = fault.log;
  if (!unsure) {
    try {
      held = await fault.find();
    } catch (err) {
      unsure = true;
      log = { ...log, findError: errorText(err) };
    }
  }
  if (unsure) {
    logger.error(
      log,
      "not refunded: the provider may hold the delivery and did not answer; asking again later",
    );
    return { kind: "pending", retryInSeconds: UNSETTLED_RETRY_SECONDS };
  }
  if (held && held.kind !== "failed") return fault.apply(held);
  return fault.apply({ kind: "failed", reason: held?.reason ?? fault.reason });
}
