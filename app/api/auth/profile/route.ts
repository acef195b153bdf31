// GET /api/auth/profile/ – the signed-in shopper's profile
import { getProfile } from "@/lib/schemas/auth/profile";
import * as accounts from "@/lib/server/auth/get-profile";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getProfile, ({ auth }) => accounts.getProfile(auth.user!.id)),
});
