// A new product of a game from the console (admin): the editable fields of a product change, with a title and a
// price required, the game it is sold in, and what one unit delivers for the kinds that say it (PUBG UC, gold).
import { moneySchema } from "../common";
import { productSchema } from "../catalog/game";
import { defineAdminEndpoint } from "./admin-endpoint";
import { countField, positionField } from "./catalogue-fields";
import { updateAdminProduct } from "./products";

/** The change's own field rules (PATCH /api/admin/products/{id}/), so both refuse the same input alike. */
const changeBody = updateAdminProduct.body as NonNullable<typeof updateAdminProduct.body>;

export const productCreateBodySchema = changeBody
  .pick({
    title: true,
    price: true,
    discount_price: true,
    min_quantity: true,
    max_quantity: true,
    is_active: true,
  })
  .required({ title: true, price: true })
  .extend({
    game_id: countField(1, 2_147_483_647).describe("The game it is sold in"),
    amount_uc: countField(1, 1_000_000).optional().describe("PUBG products (required there): UC in one code"),
    gold: countField(1, 1_000_000).optional().describe("Standoff products (required there): gold delivered"),
    position: positionField().optional().describe("Place on the game's page: smaller first"),
  })
  .strict();

export const createAdminProduct = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/products/",
  summary:
    "Create a product of a game (amount_uc for PUBG and gold for Standoff, refused for other kinds); the discount " +
    "percents of the product and its game follow as on a change; audited; on the storefront at once when active",
  body: productCreateBodySchema,
  status: 201,
  response: productSchema.extend({ price: moneySchema }),
});
