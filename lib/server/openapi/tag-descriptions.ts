// One line per tag of the document, so a reader (and Redocly's tag-description rule) knows what each group holds.
export const tagDescriptions: Record<string, string> = {
  admin: "The operator console's API: staff accounts only, by role, after the second factor",
  auth: "Accounts: tokens, registration, passwords, social sign-in, the shopper's profile and balance",
  content: "Articles, banners, contacts, FAQ and uploaded pictures",
  docs: "This document",
  feed: "The live feed of recent purchases",
  feedback: "Shoppers' reviews and the store's rating",
  games: "Games, their products and player lookup",
  gifts: "Gift products (game keys)",
  operations: "Health checks and the deployed build, for balancers and open tabs",
  operator: "The Standoff 2 purchase queue, for the operator's token",
  orders: "Placing, editing and reading orders, by kind",
  payments: "Countries and methods, starting payments and the providers' callbacks",
  products: "Products of the games",
  promo_codes: "Promo codes on orders and for the signed-in shopper",
};
