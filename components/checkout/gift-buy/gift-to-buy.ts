// What the buy island needs to know about a gift (plain data, passed from the server page).
export type GiftToBuy = { id: number; title: string; price: string; discountPrice: string | null };
