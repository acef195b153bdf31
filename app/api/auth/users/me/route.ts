// PATCH /api/auth/users/me/ – change the signed-in shopper's nickname (Djoser's users/me/), answers the profile
import { updateMe } from "@/lib/schemas/auth/me";
import { updateNickname } from "@/lib/server/auth/update-nickname";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handleRoute(updateMe, ({ auth, body }) => updateNickname(auth.user!.id, body.nickname)),
});
