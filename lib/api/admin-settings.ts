// The console's settings writes from the browser: promo codes (create, change) and payment settings (a method, a
// country). Bodies are the forms' values, snake_case as the API's zod schemas name them. Audited on the server.
import type { z } from "zod";
import type { createPromoCodeBodySchema, updatePromoCodeBodySchema } from "@/lib/schemas/admin/promo-codes";
import type { countryChangeSchema, paymentMethodChangeSchema } from "@/lib/schemas/admin/payments";
import { send, type CallOptions } from "./default-client";

/** The writes a settings dialog can make, each with its body type. */
export type SettingsWrite =
  | { kind: "create_promo"; body: z.input<typeof createPromoCodeBodySchema> }
  | { kind: "update_promo"; id: number; body: z.input<typeof updatePromoCodeBodySchema> }
  | { kind: "update_method"; id: number; body: z.input<typeof paymentMethodChangeSchema> }
  | { kind: "update_country"; id: number; body: z.input<typeof countryChangeSchema> };

const TARGETS = {
  create_promo: { method: "POST", path: "/api/admin/promo-codes/", operation: "createAdminPromoCode" },
  update_promo: { method: "PATCH", path: "/api/admin/promo-codes/{id}/", operation: "updateAdminPromoCode" },
  update_method: {
    method: "PATCH",
    path: "/api/admin/payment-methods/{id}/",
    operation: "updateAdminPaymentMethod",
  },
  update_country: { method: "PATCH", path: "/api/admin/countries/{id}/", operation: "updateAdminCountry" },
} as const;

export function saveSettings(write: SettingsWrite, options?: CallOptions): Promise<unknown> {
  const target = TARGETS[write.kind];
  return send(options, {
    ...target,
    ...("id" in write ? { pathParams: { id: write.id } } : {}),
    body: write.body,
  });
}
