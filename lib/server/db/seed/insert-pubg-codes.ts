// Demo stock of PUBG UC codes: every PUBG product gets a batch of codes, as an operator's CSV import would
// bring (`npm run codes:import -- FILE`), so a demo purchase is delivered with real-looking codes.
import { randomBytes } from "node:crypto";
import type { Db } from "../db";
import { pubgCodes, type products } from "../schema";

const CODES_PER_PRODUCT = 200;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A code shaped like the vendor's (16 characters in groups of four), from crypto-random bytes. */
export function generatePubgCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

export async function insertPubgCodes(db: Db, pubgProducts: (typeof products.$inferSelect)[]) {
  for (const product of pubgProducts) {
    const values = Array.from({ length: CODES_PER_PRODUCT }, () => ({
      productId: product.id,
      code: generatePubgCode(),
      batch: "demo-seed",
    }));
    await db.insert(pubgCodes).values(values).onConflictDoNothing();
  }
}
