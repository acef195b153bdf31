// /orders/{hash}/details – the order for anyone holding its hash: status timeline, lines and their statuses,
// codes once delivered, and the review form once done. An unknown or malformed hash is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { loadFeedbackState } from "@/components/order-page/load-feedback-state";
import { OrderPage } from "@/components/order-page/order-page";
import { orderHashSchema } from "@/lib/schemas/orders/order-detail";
import { getOrderDetails } from "@/lib/server/orders/order-details";

// Status, codes and the viewer's review rights change per request; nothing here may be cached.
export const dynamic = "force-dynamic";

type OrderPageProps = { params: Promise<{ hash: string }> };

// Metadata and page share one read per request.
const loadOrder = cache(async (hash: string) =>
  orderHashSchema.safeParse(hash).success ? getOrderDetails(hash) : null,
);

export async function generateMetadata({ params }: OrderPageProps): Promise<Metadata> {
  const order = await loadOrder((await params).hash);
  if (!order) notFound();
  const t = await getTranslations("orderPage");
  const metadata = await buildPageMetadata({
    title: t("metaTitle", { id: order.id }),
    description: t("metaDescription"),
    path: `/orders/${order.hash}/details`,
    noIndex: true,
  });
  // A private page behind an unguessable link: kept out of search results and their link graph.
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function OrderDetailsPage({ params }: OrderPageProps) {
  const order = await loadOrder((await params).hash);
  if (!order) notFound();
  const feedback = await loadFeedbackState(order);
  return <OrderPage order={order} feedback={feedback} />;
}
