import * as catchAllRoute from "@/app/api/[...path]/route";
import { callRoute } from "../helpers/call-route";

describe("unknown /api paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])(
    "answer %s with a JSON 404",
    async (method) => {
      const res = await callRoute(catchAllRoute, "/api/no/such/thing/", {
        method,
        params: { path: ["no", "such", "thing"] } as unknown as Record<string, string>,
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.json).toEqual({ detail: "Страница не найдена.", code: "not_found" });
    },
  );
});
