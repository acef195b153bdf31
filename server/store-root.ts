// The store's folder (the one holding package.json, .next, messages/ and public/), whatever the working directory
// the server was started from: server/ sits right under it.
import path from "node:path";

export const storeRoot = path.resolve(__dirname, "..");
