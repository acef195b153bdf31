// Sandbox fulfilment providers for demo mode and tests: they behave like the real services, failures and delays
// included, and remember per idempotency key what they did, so a retried delivery never delivers twice.
//
// Magic values (what a tester types in the order form):
//   supply channel: the player id; Steam: the Steam login; keys: the shopper e-mail's local part (before "@").
//   ...0000  unknown player / Steam login: incorrect_details (the shopper corrects it, a re-delivery works);
//            keys: region-locked, failed (refund)
//   ...1111  out of stock at the provider: failed (the line is refunded)
//   ...2222  a transient fault on the 1st and 2nd request for the idempotency key, delivered on the 3rd
//   ...3333  accepted as pending; delivered on the next `check`
//   anything else: delivered after SANDBOX_FULFILMENT_DELAY_MS (default 300 ms)
import { randomBytes } from "node:crypto";
import { getConfig } from "../../config";
import { getDb, type Db } from "../../db/client";
import {
  TransientDeliveryError,
  type DeliveryRequest,
  type DeliveryResult,
  type FulfilmentProvider,
  type PlayerLookup,
} from "../provider";
import { generateSandboxKey } from "./generate-sandbox-key";
import { KEY_INSTRUCTIONS } from "./kinguin-provider";
import { readSandboxMagic } from "./read-sandbox-magic";
import { steamCreditedDetail } from "./steam-credited-detail";
import { recordSandboxCheck, recordSandboxDeliver, type SandboxAnswer } from "./record-sandbox-delivery";

export type SandboxKind = "sandbox-supply" | "sandbox-keys" | "sandbox-steam";

export type SandboxOptions = {
  /** Answer time; SANDBOX_FULFILMENT_DELAY_MS by default. */
  delayMs?: number;
  /** The database holding the sandbox's memory; the store's by default. */
  getDb?: () => Promise<Db>;
};

const FLAKY_FAULTS = 2;
const PENDING_RETRY_SECONDS = 1;

export function createSandboxProvider(kind: SandboxKind, options: SandboxOptions = {}): FulfilmentProvider {
  const openDb = options.getDb ?? getDb;
  const wait = () => {
    const ms = options.delayMs ?? getConfig().SANDBOX_FULFILMENT_DELAY_MS;
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  };

  const magicSource = (request: DeliveryRequest) =>
    kind === "sandbox-supply"
      ? request.account.supplyUserId
      : kind === "sandbox-steam"
        ? request.account.steamAccountId
        : request.email.split("@")[0];

  const delivered = (request: DeliveryRequest, providerRef: string): DeliveryResult => {
    if (kind === "sandbox-keys")
      return {
        kind: "delivered",
        providerRef,
        items: Array.from({ length: Math.max(1, request.quantity) }, () => ({
          code: generateSandboxKey(),
          instructions: KEY_INSTRUCTIONS,
        })),
      };
    if (kind === "sandbox-steam")
      return {
        kind: "delivered",
        providerRef,
        items: [],
        detail: steamCreditedDetail(request),
      };
    const server = request.account.supplyServer ? ` (сервер ${request.account.supplyServer})` : "";
    return {
      kind: "delivered",
      providerRef,
      items: [],
      detail: `«${request.product.title}» × ${request.quantity} зачислено игроку ${request.account.supplyUserId ?? ""}${server}`,
    };
  };

  // Keys have no player to be wrong: their 0000 is the distributor's other permanent refusal, a region lock.
  const refusal = (): DeliveryResult =>
    kind === "sandbox-supply"
      ? { kind: "incorrect_details", field: "supplyUserId", message: "Игрок с таким ID не найден" }
      : kind === "sandbox-steam"
        ? {
            kind: "incorrect_details",
            field: "steamAccountId",
            message: "Аккаунт Steam с таким логином не найден",
          }
        : { kind: "failed", reason: "Поставщик не продаёт этот ключ для региона покупателя" };

  /** Throws the stored fault; returns the rest as the contract's result. */
  const respond = async ({
    calls,
    answer,
  }: {
    calls: number;
    answer: SandboxAnswer;
  }): Promise<DeliveryResult> => {
    await wait();
    if (answer.kind === "fault")
      throw new TransientDeliveryError(`${kind}: ${answer.message} (запрос ${calls})`);
    return answer;
  };

  const deliver = async (request: DeliveryRequest): Promise<DeliveryResult> => {
    const magic = readSandboxMagic(magicSource(request));
    const providerRef = `SBX-${randomBytes(6).toString("hex").toUpperCase()}`;
    const answer: SandboxAnswer =
      magic === "unknown_account"
        ? refusal()
        : magic === "out_of_stock"
          ? { kind: "failed", reason: "Товара нет в наличии у поставщика" }
          : magic === "pending"
            ? { kind: "pending", providerRef, retryInSeconds: PENDING_RETRY_SECONDS }
            : delivered(request, providerRef);
    return respond(
      await recordSandboxDeliver(await openDb(), {
        key: request.idempotencyKey,
        provider: kind,
        faults: magic === "flaky" ? FLAKY_FAULTS : 0,
        answer,
        fault: { kind: "fault", message: "поставщик временно недоступен" },
      }),
    );
  };

  const provider: FulfilmentProvider = {
    name: kind,
    deliver,
    async find(request) {
      // Only an order the sandbox accepted (delivered or pending) is there; asking is a status check, so a
      // pending one is delivered now, as the real services finish theirs.
      const recorded = await recordSandboxCheck(await openDb(), {
        key: request.idempotencyKey,
        delivered: delivered(request, `SBX-${randomBytes(6).toString("hex").toUpperCase()}`),
      });
      if (!recorded || (recorded.answer.kind !== "delivered" && recorded.answer.kind !== "pending"))
        return null;
      return respond(recorded);
    },
    async check(request, providerRef) {
      const recorded = await recordSandboxCheck(await openDb(), {
        key: request.idempotencyKey,
        delivered: delivered(request, providerRef),
      });
      // Nothing accepted under this key (never placed, or refused): the order has to be placed again.
      if (!recorded || (recorded.answer.kind !== "delivered" && recorded.answer.kind !== "pending"))
        return deliver(request);
      return respond(recorded);
    },
  };
  if (kind === "sandbox-supply")
    provider.lookupPlayer = async ({ userId }): Promise<PlayerLookup> => {
      await wait();
      return readSandboxMagic(userId) === "unknown_account"
        ? { kind: "not_found", message: "Игрок с таким ID не найден" }
        : { kind: "found", nickname: `Игрок_${userId.trim().slice(-4)}` };
    };
  return provider;
}
