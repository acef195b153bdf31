// Gift (Rokky) orders: create, change the gift, change the delivery e-mail.
import { z } from "zod";
import { emailSchema } from "../auth/fields";
import { orderCreateEndpoint, orderEditEndpoint } from "./kind-endpoints";
import { guestEmailField, objectIdField } from "./order-input";
import { ACCESS_RULES } from "./pubg";

const giftField = () => objectIdField().describe("Id of an active gift");

export const createRokkyOrder = orderCreateEndpoint(
  "rokky",
  "Create a gift order priced from the catalogue (discount price when set); e-mail required for guests; " +
    "an unknown or inactive gift is 400. Sets the order-access cookie",
  z.object({ gift: giftField(), email: guestEmailField() }),
);

export const updateRokkyOrder = orderEditEndpoint(
  "rokky",
  "update",
  `Change the gift (a promo code of the old gift is released). ${ACCESS_RULES}`,
  z.object({ gift: giftField() }),
);

export const updateRokkyDeliveryDetails = orderEditEndpoint(
  "rokky",
  "delivery_details/update",
  `Change the e-mail the key is sent to. ${ACCESS_RULES}`,
  z.object({ email: emailSchema }),
);
