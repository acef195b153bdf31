// POST /api/orders/standoff/avatar/{id}/: the account's avatar for a Standoff order, as an uploaded picture
// (PNG/JPEG/WebP by content, up to 2 MB) or borrowed from an earlier order of the same shopper (history_order_id).
import { eq } from "drizzle-orm";
import { MAX_AVATAR_BYTES } from "@/lib/schemas/orders/standoff";
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";
import { fieldError } from "../../errors/domain-error";
import {
  findOrderFor,
  mayAccessOrder,
  orderNotFound,
  type OrderAccess,
} from "../access/find-accessible-order";
import { assertOrderEditable } from "../access/lock-accessible-order";
import { updateCreatedOrder } from "../update-order";
import { readUploadedImage } from "../../storage/read-uploaded-image";
import { avatarUrl, saveAvatar } from "./avatar-files";

async function avatarFromFile(value: FormDataEntryValue): Promise<string> {
  const { bytes, ext } = await readUploadedImage(value, "game_avatar", MAX_AVATAR_BYTES);
  return avatarUrl(await saveAvatar(bytes, ext));
}

async function avatarFromHistory(access: OrderAccess, value: FormDataEntryValue) {
  const fail = () => fieldError("history_order_id", "Заказ не найден или в нём нет аватара.");
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value.trim())) throw fail();
  const db = await getDb();
  const [earlier] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(value)));
  if (!earlier || !earlier.gameAvatar || earlier.kind !== "standoff") throw fail();
  if (!mayAccessOrder(access, earlier)) throw fail();
  return earlier.gameAvatar;
}

/** `readForm` reads the uploaded form (its size capped); it is called only once the caller's access is proven. */
export async function attachStandoffAvatar(
  access: OrderAccess,
  orderId: number,
  readForm: () => Promise<FormData>,
) {
  // Access first: a forged id is refused before any upload is read.
  const order = await findOrderFor(access, orderId);
  if (order.kind !== "standoff") throw orderNotFound();
  assertOrderEditable(order);
  const form = await readForm();
  const file = form.get("game_avatar");
  const history = form.get("history_order_id");
  let gameAvatar: string;
  if (file !== null && file !== "") gameAvatar = await avatarFromFile(file);
  else if (history !== null && history !== "") gameAvatar = await avatarFromHistory(access, history);
  else throw fieldError("game_avatar", "Приложите изображение аватара или укажите history_order_id.");
  return updateCreatedOrder(access, orderId, "standoff", async () => ({ set: { gameAvatar } }));
}
