// POST /api/payments/countries/active/select/ – remembers the chosen country in a cookie, answers it
import { NextResponse } from "next/server";
import { selectActiveCountry } from "@/lib/schemas/payments/country";
import { handleRoute, toWire } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { fieldError } from "@/lib/server/http/api-error";
import * as payments from "@/lib/server/payments/countries";
import { countryCookieOptions, COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(selectActiveCountry, async ({ body, url }) => {
    const id = body.country_id;
    const country = await payments.getCountry(id);
    if (!country)
      throw fieldError("country_id", `Недопустимый первичный ключ "${id}" - объект не существует.`);
    const res = NextResponse.json(toWire(country));
    res.cookies.set(COUNTRY_COOKIE, String(country.id), countryCookieOptions(url));
    return res;
  }),
});
