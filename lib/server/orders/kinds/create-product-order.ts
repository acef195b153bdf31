// Creation of the orders made of catalogue products (PUBG, Standoff, supply channel): the lines are checked
// and priced, the shopper resolved (guests give an e-mail; sign-in games refuse guests), then the kind adds its
// own columns from the game the products belong to.
import { getDb, type Db } from "../../db/client";
import type { AuthContext } from "../../http/auth-context";
import { createOrder, type NewOrder } from "../create-order";
import { resolveOrderContact } from "../order-contact";
import { requireOrderDraft } from "../order-draft";
import { resolveOrderLines, type GameRow } from "../order-lines-input";

export type ProductOrderKind = "pubg" | "standoff" | "supply";

export async function createProductOrder(
  kind: ProductOrderKind,
  auth: AuthContext,
  input: { products: { product_id: number; quantity: number }[]; email?: string },
  fieldsFor: (db: Db, game: GameRow) => Promise<NewOrder["fields"]> | NewOrder["fields"] = () => ({}),
) {
  const db = await getDb();
  const requests = input.products.map((p) => ({ productId: p.product_id, quantity: p.quantity }));
  const { game, lines, subtotal } = await resolveOrderLines(db, kind, requests);
  const contact = resolveOrderContact(auth, input.email, game);
  const fields = await fieldsFor(db, game);
  const id = await createOrder({ kind, ...contact, gameId: game.id, subtotal, lines, fields });
  return requireOrderDraft(id);
}
