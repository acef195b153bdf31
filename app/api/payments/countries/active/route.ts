// GET /api/payments/countries/active/ – this browser's country of payment with its method groups
import { getActiveCountry } from "@/lib/schemas/payments/country";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/http/api-error";
import * as payments from "@/lib/server/payments/countries";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getActiveCountry, async ({ req }) => {
    const country = await payments.getActiveCountry(
      payments.parseCountryId(req.cookies.get(COUNTRY_COOKIE)?.value),
    );
    if (!country) throw notFound();
    return country;
  }),
});
