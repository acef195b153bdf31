// The client's types say what fromWire does at run time: keys camelCased at every depth, values kept.
import { z } from "zod";
import type { CamelCase, FromWire } from "@/lib/api/camel-cased-deep";
import { fromWire } from "@/lib/api/case-convert";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const isSame = <A, B>(result: Equal<A, B>) => result;

const wireSchema = z.object({
  moogold_server_custom_id: z.string().nullable(),
  order_products: z.array(
    z.object({ amount_uc: z.number().optional(), status: z.literal("incorrect-details") }),
  ),
  incorrect_details: z.object({ field: z.enum(["steam_account_id"]) }).nullable(),
  fields: z.record(z.string(), z.string()),
});

type Expected = {
  moogoldServerCustomId: string | null;
  orderProducts: { amountUc?: number | undefined; status: "incorrect-details" }[];
  incorrectDetails: { field: "steam_account_id" } | null;
  fields: Record<string, string>;
};

describe("CamelCasedDeep", () => {
  it("names keys as humps.camelize does", () => {
    expect(isSame<CamelCase<"moogold_server_custom_id">, "moogoldServerCustomId">(true)).toBe(true);
    expect(isSame<CamelCase<"incorrect-details">, "incorrectDetails">(true)).toBe(true);
    expect(isSame<CamelCase<"WALLET_ID">, "wALLETID">(true)).toBe(true);
    expect(fromWire({ "incorrect-details": 1, WALLET_ID: 2 })).toEqual({ incorrectDetails: 1, wALLETID: 2 });
  });

  it("camelCases keys at every depth and leaves values alone", () => {
    expect(isSame<FromWire<typeof wireSchema>, Expected>(true)).toBe(true);
    const wire = wireSchema.parse({
      moogold_server_custom_id: null,
      order_products: [{ amount_uc: 60, status: "incorrect-details" }],
      incorrect_details: { field: "steam_account_id" },
      fields: { x: "1" },
    });
    const read: FromWire<typeof wireSchema> = fromWire(wire);
    expect(read).toEqual({
      moogoldServerCustomId: null,
      orderProducts: [{ amountUc: 60, status: "incorrect-details" }],
      incorrectDetails: { field: "steam_account_id" },
      fields: { x: "1" },
    });
  });
});
