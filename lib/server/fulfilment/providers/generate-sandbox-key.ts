// Keys handed out by the sandbox look like real distributor keys (XXXXX-XXXXX-XXXXX), from a crypto source so
// that tests catching a key delivered twice cannot be fooled by a repeat.
import { randomInt } from "node:crypto";

// No 0/O and 1/I: shoppers type keys by hand.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateSandboxKey(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}
