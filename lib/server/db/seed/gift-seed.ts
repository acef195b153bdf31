// The shape of a demo gift product, on its own so that gift-addons.ts need not import gifts.ts, which gathers it.
import type { gifts } from "../schema";

export type GiftSeed = Omit<typeof gifts.$inferInsert, "id" | "created" | "logo" | "discountPercent"> & {
  key: string;
  ageDays: number;
};
