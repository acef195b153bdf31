// Games in the console (admin): every game of the four kinds, active or not, with what the storefront reads of it
// and the settings of its kind: a Standoff game carries the Standoff delivery settings, a Steam game the top-up
// commission, a supply-channel game its servers; the player id's format (a pattern and its wording) is any game's.
// The kind settings are the store's, one set per kind (the settings table), shown and changed through each game.
import { z } from "zod";
import { findPlayerIdPatternFault } from "../orders/check-player-id";
import { gameListItemSchema } from "../catalog/game";
import { idParamsSchema, pageQuerySchema, pagedSchema, searchTextSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";
import {
  countField,
  flagField,
  lineField,
  logoUploadEndpoint,
  percentField,
  positionField,
  requiredLineField,
  sitePathField,
  tagsField,
} from "./catalogue-fields";

export const GAME_KINDS = ["pubg", "standoff", "steam", "supply"] as const;
export const ADMIN_GAMES_PAGE_SIZE = 100;
export const MAX_GAME_SERVERS = 200;

const id = z.number().int();

export const standoffSettingsBodySchema = z
  .object({
    need_refund: flagField().describe("A skin that cannot be bought is refunded (true) or asked for again"),
    is_surplus_enabled: flagField().describe("The order form adds the random surplus to the skin's price"),
    skin_name: requiredLineField(100),
    skin_picture: sitePathField(),
    market_fee: percentField().describe("Per cent the market keeps from the sale"),
  })
  .strict();

export const steamSettingsBodySchema = z
  .object({ commission: percentField().describe("Per cent on top of the credited amount") })
  .strict();

const serverBodySchema = z
  .object({
    id: countField(1, 2_147_483_647).optional().describe("An existing server of the game; none: a new one"),
    name: requiredLineField(100),
  })
  .strict();

/** A regular expression for the whole id, or "" / null for any id; refused when it could run for long. */
const playerIdPatternField = lineField(200)
  .nullable()
  .superRefine((v, ctx) => {
    const fault = v ? findPlayerIdPatternFault(v) : undefined;
    if (fault) ctx.addIssue({ code: "custom", message: fault });
  });

/** Every field a game's form holds; creation needs the kind and a title, a change any subset. */
const gameFields = {
  title: requiredLineField(100),
  detail_title: lineField(200),
  detail_description: lineField(5000),
  is_auth_required: flagField().describe("Only signed-in shoppers may order"),
  is_active: flagField().describe("Shown on the storefront"),
  product_preview_name: lineField(100),
  product_preview_icon: sitePathField(),
  tags: tagsField(),
  position: positionField().describe("Place in the storefront's list: smaller first"),
  player_id_pattern: playerIdPatternField.describe(
    "The player id's format: a regular expression the whole id must match; empty or null: any id",
  ),
  player_id_hint: lineField(100).nullable().describe('The format in words ("от 5 до 12 цифр")'),
  is_server_needed: flagField().describe("Supply channel: the order needs a server"),
  is_server_enum: flagField().describe("Supply channel: the server is picked from servers (else typed)"),
  servers: z
    .array(serverBodySchema)
    .max(MAX_GAME_SERVERS, `Не больше ${MAX_GAME_SERVERS} серверов.`)
    .describe("Supply channel: the whole list, in order; servers left out are removed"),
  standoff_settings: standoffSettingsBodySchema.describe("Standoff games: the store's Standoff settings"),
  steam_settings: steamSettingsBodySchema.describe("Steam games: the store's Steam settings"),
};

export const gameUpdateBodySchema = z.object(gameFields).partial().strict();
export const gameCreateBodySchema = gameUpdateBodySchema
  .extend({ kind: z.enum(GAME_KINDS, { error: "Выберите тип игры." }), title: gameFields.title })
  .strict();

/** What the storefront's list shows of a game, and what the console edits besides. */
export const adminGameSchema = gameListItemSchema.omit({ resourcetype: true, products: true }).extend({
  kind: z.enum(GAME_KINDS),
  position: id,
  player_id_pattern: z.string().nullable(),
  player_id_hint: z.string().nullable(),
  is_server_needed: z.boolean(),
  is_server_enum: z.boolean(),
  products_count: id,
  servers: z.array(z.object({ id, name: z.string() })).describe("Supply channel only (else empty)"),
  standoff_settings: z
    .object({
      need_refund: z.boolean(),
      is_surplus_enabled: z.boolean(),
      skin_name: z.string(),
      skin_picture: z.string(),
      market_fee: z.string(),
    })
    .nullable()
    .describe("Standoff games only"),
  steam_settings: z.object({ commission: z.string() }).nullable().describe("Steam games only"),
});

export const adminGamesQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional().describe("Part of the title, any case"),
  kind: z.enum(GAME_KINDS).optional(),
});

export const listAdminGames = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/games/",
  summary: `Every game, active or not, in the storefront's order, ${ADMIN_GAMES_PAGE_SIZE} a page unless page_size says`,
  query: adminGamesQuerySchema,
  response: pagedSchema(adminGameSchema),
});

export const createAdminGame = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/games/",
  summary:
    "Create a game of a kind with its settings; the title is unique (any case, 400 otherwise); audited; on the " +
    "storefront at once when active",
  body: gameCreateBodySchema,
  multilineFields: ["detail_description"],
  status: 201,
  response: adminGameSchema,
});

export const getAdminGame = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/games/{id}/",
  summary: "A game with its servers, its kind's settings and how many products it has",
  params: idParamsSchema,
  response: adminGameSchema,
});

export const updateAdminGame = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/games/{id}/",
  summary:
    "Change a game (any subset of the fields; servers and kind settings only for their kind; the kind itself " +
    "never changes); audited with before and after; visible on the storefront at once",
  params: idParamsSchema,
  body: gameUpdateBodySchema,
  multilineFields: ["detail_description"],
  response: adminGameSchema,
});

export const uploadAdminGameLogo = logoUploadEndpoint(
  "/api/admin/games/{id}/logo/",
  "the game's logo",
  adminGameSchema,
);
