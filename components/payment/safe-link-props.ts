// A provider's page opens in a new tab that cannot reach back into ours and is not told where the shopper came from.
export const safeLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;
