// GET /api/games/{id}/player/: who a player id belongs to, asked of the game's fulfilment provider before the
// shopper pays, so a mistyped id is seen while it can still be fixed.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { accountField } from "../orders/order-input";

export const PLAYER_NOT_FOUND = { detail: "Игрок с таким ID не найден.", code: "player_not_found" } as const;

export const playerLookupQuerySchema = z.object({
  user_id: accountField().describe(
    "The player id as the order would carry it (supply_channel_user_id, game_account_id or steam_account_id)",
  ),
  server: z
    .string({ error: "Введите строку." })
    .trim()
    .max(64, "Убедитесь, что это значение содержит не более 64 символов.")
    .optional()
    .describe(
      "For a game that needs a server: the id of one of its servers (is_server_enum) or the typed server (zone) id",
    ),
});

export const playerLookupSchema = z.object({
  nickname: z
    .string()
    .nullable()
    .describe("The player's name in the game; null where the provider cannot check players"),
});

export const lookupPlayer = defineEndpoint({
  method: "GET",
  path: "/api/games/{id}/player/",
  rateLimited: true,
  tag: "games",
  summary:
    "Check a player id before ordering: 400 with a field error when it does not fit the game's format " +
    "(player_id_hint) or holds characters no id has (spaces, emoji, other scripts), or when a needed server is " +
    'missing; 404 {"detail": "Игрок с таким ID не найден.", "code": "player_not_found"} when the provider knows ' +
    'no such player (404 "not_found" for an unknown or inactive game); otherwise the nickname, or null where the ' +
    "provider cannot check. Limited per client address (429 with Retry-After)",
  params: idParamsSchema,
  query: playerLookupQuerySchema,
  response: playerLookupSchema,
});
