"use client";
// Asks GET /api/games/{id}/player/ who a supply-channel player id belongs to, so the shopper sees the nickname
// before paying. Called when the id field is left (debounced: tabbing through fields asks once), once per id and
// server; a newer question cancels the older one. Every failure other than the provider's "no such player" or
// the server's own field error leaves the form as it was: the lookup never stands between a shopper and an order.
import { useCallback, useEffect, useRef, useState } from "react";
import { lookupPlayer } from "@/lib/api/games";
import { ResponseError } from "@/lib/api/errors";

export type PlayerLookupResult =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "found"; nickname: string }
  | { status: "notFound" }
  /** The server refused the id (its format), with its message. */
  | { status: "invalid"; message: string };

const IDLE: PlayerLookupResult = { status: "idle" };
export const LOOKUP_DELAY_MS = 300;

const keyOf = (userId: string, server: string | null) => `${userId}\n${server ?? ""}`;

function readFailure(error: unknown): PlayerLookupResult {
  if (!(error instanceof ResponseError)) return IDLE;
  if (error.code === "player_not_found") return { status: "notFound" };
  const body = error.body as { userId?: unknown } | null;
  const messages = error.status === 400 ? body?.userId : undefined;
  if (Array.isArray(messages) && typeof messages[0] === "string")
    return { status: "invalid", message: messages[0] };
  return IDLE;
}

/**
 * `request(userId, server)` schedules a lookup; `resultFor(userId, server)` is the answer for exactly those
 * values (idle for any other, so an edited id never shows the old player's name).
 */
export function usePlayerLookup(gameId: number, delayMs = LOOKUP_DELAY_MS) {
  const [answer, setAnswer] = useState<{ key: string; result: PlayerLookupResult }>({
    key: "",
    result: IDLE,
  });
  const known = useRef(new Map<string, PlayerLookupResult>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const wanted = useRef("");

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const request = useCallback(
    (userId: string, server: string | null) => {
      const key = keyOf(userId, server);
      if (key === wanted.current) return;
      cancel();
      wanted.current = key;
      const cached = known.current.get(key);
      if (cached) {
        setAnswer({ key, result: cached });
        return;
      }
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        setAnswer({ key, result: { status: "checking" } });
        let result: PlayerLookupResult;
        try {
          const { nickname } = await lookupPlayer(
            { id: gameId, userId, server },
            { signal: controller.signal },
          );
          result = nickname ? { status: "found", nickname } : IDLE;
          known.current.set(key, result);
        } catch (error) {
          result = readFailure(error);
          if (result.status !== "idle") known.current.set(key, result);
          // A network failure or a busy server: leaving the field again asks again.
          else if (wanted.current === key) wanted.current = "";
        }
        if (controller.signal.aborted) return;
        inFlight.current = undefined;
        setAnswer({ key, result });
      }, delayMs);
    },
    [gameId, delayMs, cancel],
  );

  /** Forgets the pending question, so asking the same values again asks again. */
  const reset = useCallback(() => {
    cancel();
    wanted.current = "";
  }, [cancel]);

  const resultFor = (userId: string, server: string | null) =>
    answer.key === keyOf(userId, server) ? answer.result : IDLE;

  return { request, reset, resultFor };
}
