// /orders/{hash}/pay – the payment page, reached after an order is created; anyone holding the hash may pay
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { loadPaymentPage } from "@/components/payment/load-payment-page";
import { PaymentPage } from "@/components/payment/payment-page";
import styles from "@/components/payment/payment.module.css";

// Per order and per viewer (balance, country cookie): never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ hash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hash } = await params;
  const data = await loadPaymentPage(hash);
  if (!data) notFound();
  const t = await getTranslations("payment");
  return buildPageMetadata({
    title: t("meta_title", { id: data.order.id }),
    description: t("meta_description", { id: data.order.id }),
    path: `/orders/${hash}/pay`,
    noIndex: true,
  });
}

export default async function OrderPayPage({ params }: Props) {
  const { hash } = await params;
  const data = await loadPaymentPage(hash);
  if (!data) notFound();
  const t = await getTranslations("payment");
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("title", { id: data.order.id })}</h1>
      <PaymentPage {...data} />
    </div>
  );
}
