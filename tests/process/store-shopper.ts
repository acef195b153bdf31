// The process tests' shopper of a running store: scripts/lib/sandbox-shopper.mjs (shared with the bench's sale).
export { buyAsGuest, supplyProduct, type Purchase } from "../../scripts/lib/sandbox-shopper.mjs";
