// The console's settings writes from the browser: promo codes (create, change) and payment settings (a method, a
// country). Bodies are the forms' camelCase values. Audited on the server.
import { adminEndpoints } from "@/lib/schemas/admin/admin-endpoints";
import { call, type CallInput } from "./call";
import type { CallOptions } from "./default-client";

const TARGETS = {
  create_promo: adminEndpoints.createAdminPromoCode,
  update_promo: adminEndpoints.updateAdminPromoCode,
  update_method: adminEndpoints.updateAdminPaymentMethod,
  update_country: adminEndpoints.updateAdminCountry,
};
type Targets = typeof TARGETS;
type BodyOfTarget<K extends keyof Targets> = NonNullable<CallInput<Targets[K]>["body"]>;

/** The writes a settings dialog can make, each with its body type. */
export type SettingsWrite =
  | { kind: "create_promo"; body: BodyOfTarget<"create_promo"> }
  | { kind: "update_promo"; id: number; body: BodyOfTarget<"update_promo"> }
  | { kind: "update_method"; id: number; body: BodyOfTarget<"update_method"> }
  | { kind: "update_country"; id: number; body: BodyOfTarget<"update_country"> };

export function saveSettings(write: SettingsWrite, options?: CallOptions): Promise<unknown> {
  const params = "id" in write ? { id: write.id } : undefined;
  return call(
    TARGETS[write.kind],
    { params, body: write.body } as CallInput<Targets[keyof Targets]>,
    options,
  );
}
