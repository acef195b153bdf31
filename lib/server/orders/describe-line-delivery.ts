// What the order page says about one line's delivery, read from the fulfilment columns: the keys and the provider's
// words once the line is completed, the provider's refusal and the field to fix once it needs new details, and
// the refund (how much, where to) once it was refunded. Codes and keys are only read from a completed line.
import type { orderLines } from "../db/schema";
import type { DeliveredKey, DeliveryDetailsField, LineDelivery } from "./order-history-entry";

type LineRow = typeof orderLines.$inferSelect;
type StoredDelivery = { items?: unknown; detail?: unknown; field?: unknown } | null;

const PROVIDER_FIELDS: Record<string, DeliveryDetailsField> = {
  supplyUserId: "moogold_user_id",
  supplyServer: "moogold_server",
  steamAccountId: "steam_account_id",
  gameAccountId: "game_account_id",
};

const DEFAULT_REFUSAL = "Поставщик не принял данные аккаунта";

/** The delivered items as stored by the job; anything malformed is left out rather than shown half. */
export function readDeliveredKeys(data: unknown): DeliveredKey[] {
  const items = (data as StoredDelivery)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((i: Record<string, unknown>) =>
    i && typeof i.code === "string" && i.code
      ? [
          {
            code: i.code,
            ...(typeof i.amountUc === "number" ? { amountUc: i.amountUc } : {}),
            ...(typeof i.instructions === "string" && i.instructions ? { instructions: i.instructions } : {}),
          },
        ]
      : [],
  );
}

export function readDeliveryDetail(data: unknown): string | null {
  const detail = (data as StoredDelivery)?.detail;
  return typeof detail === "string" && detail ? detail : null;
}

/** `hasCustomServer`: the order names its server by a typed id, so a refused server is that field. */
export function describeLineDelivery(
  line: LineRow,
  { isPubg, hasCustomServer }: { isPubg: boolean; hasCustomServer: boolean },
): LineDelivery | null {
  const empty: LineDelivery = { items: [], detail: null, incorrectDetails: null, refund: null };
  switch (line.status) {
    case "completed": {
      // PUBG codes are the line's `codes` already.
      const items = isPubg ? [] : readDeliveredKeys(line.deliveryData);
      const detail = readDeliveryDetail(line.deliveryData);
      return items.length || detail ? { ...empty, items, detail } : null;
    }
    case "incorrect-details": {
      const stored = (line.deliveryData as StoredDelivery)?.field;
      let field = typeof stored === "string" ? (PROVIDER_FIELDS[stored] ?? null) : null;
      if (field === "moogold_server" && hasCustomServer) field = "moogold_server_custom_id";
      return { ...empty, incorrectDetails: { message: line.deliveryError || DEFAULT_REFUSAL, field } };
    }
    case "refunded":
      if (line.refundAmount === null) return null;
      return {
        ...empty,
        refund: {
          amount: line.refundAmount,
          destination: line.refundMethod === "balance" ? "balance" : "card",
          isPending: line.refundMethod === "provider_pending",
          reason: line.deliveryError,
        },
      };
    default:
      return null;
  }
}
