// schema.org Product with one offer, as search engines read it; the price is the decimal string, untouched.
import { pickPrice } from "../pick-price";

type ProductJsonLdInput = {
  name: string;
  description?: string;
  image: string;
  url: string;
  price: string;
  discountPrice?: string | null;
  isAvailable: boolean;
  category?: string;
};

export function buildProductJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { current } = pickPrice(input.price, input.discountPrice);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    image: input.image,
    ...(input.description ? { description: input.description } : {}),
    ...(input.category ? { category: input.category } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: current,
      priceCurrency: "RUB",
      availability: input.isAvailable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}
