// The one strength of every row lock the store takes (`.for(ROW_LOCK)`): FOR NO KEY UPDATE, not FOR UPDATE.
// Both make writers of a row take turns; they differ only towards foreign-key checks. Inserting a row that refers
// to another (a payment naming its order and shopper), or updating one twice in a transaction, takes FOR KEY SHARE
// on the row referred to. FOR UPDATE waits for that share, so two transactions that each held one and then locked
// the row deadlocked: two payment restarts of one shopper did, on the user row (answered 500). FOR NO KEY UPDATE
// lets the check through, and the store never changes a primary key, which is all that FOR UPDATE adds.
export const ROW_LOCK = "no key update" as const;
