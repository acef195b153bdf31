// GET /api/payments/countries/ – countries of payment as a plain list
import { listCountries } from "@/lib/schemas/payments/country";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as payments from "@/lib/server/payments/countries";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listCountries, () => payments.listCountries()),
});
