// A console form is checked with its handler's own snake_case zod body seen in camelCase: camelCase values in,
// the schema's output camelCased out, and every refusal named at its camelCase path (nested and in lists too), so a
// form's field finds its error.
import { z } from "zod";
import { camelCaseSchema } from "@/lib/api/camel-case-schema";
import { gameCreateBodySchema } from "@/lib/schemas/admin/games";

describe("camelCaseSchema", () => {
  it("checks camelCase values with the wire schema and gives its output in camelCase", async () => {
    const schema = camelCaseSchema(gameCreateBodySchema);
    const out = await schema.parseAsync({
      kind: "standoff",
      title: "Standoff 2",
      isActive: true,
      standoffSettings: {
        skinName: "AKR",
        skinPicture: "",
        marketFee: "5.5",
        needRefund: false,
        isSurplusEnabled: true,
      },
    });
    expect(out).toMatchObject({ kind: "standoff", title: "Standoff 2", isActive: true });
    expect(out.standoffSettings).toMatchObject({
      skinName: "AKR",
      marketFee: "5.50",
      isSurplusEnabled: true,
    });
    expect(JSON.stringify(out)).not.toMatch(/_[a-z]/);
  });

  it("names the wire schema's refusals at their camelCase paths, nested and in lists", async () => {
    const wire = z.object({
      detail_title: z.string().min(1, "Обязательное поле."),
      standoff_settings: z.object({ market_fee: z.number({ error: "Введите число." }) }),
      servers: z.array(z.object({ server_name: z.string().min(2, "Слишком коротко.") })),
    });
    const result = await camelCaseSchema(wire).safeParseAsync({
      detailTitle: "",
      standoffSettings: { marketFee: "x" },
      servers: [{ serverName: "ok" }, { serverName: "a" }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["detailTitle", "Обязательное поле."],
      ["standoffSettings.marketFee", "Введите число."],
      ["servers.1.serverName", "Слишком коротко."],
    ]);
  });
});
