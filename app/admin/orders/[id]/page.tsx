// /admin/orders/{id} – one order for support: facts, lines with the providers' answers, timeline, payments, every
// payment-ledger entry, the e-mails sent (each can be sent again), staff actions (audit), the delivery retry and the
// correction of delivery details (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AdminRow } from "@/components/admin/admin-table";
import { RecordAudit, RecordFacts, sectionTable } from "@/components/admin/record-sections";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { formatAdminJson } from "@/components/admin/format-admin-json";
import { loadRecord } from "@/components/admin/load-record";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { AdminActionButton } from "@/components/admin/admin-action-button";
import { CorrectDeliveryButton } from "@/components/admin/correct-delivery-button";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { isCorrectableLine } from "@/lib/schemas/admin/order-correction";
import { getAdminOrder } from "@/lib/server/orders/staff/get-admin-order";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("order_title", { id: (await params).id }) };
}

const money = (value: string | null) => (value === null ? "—" : formatPrice(value));

/** A method's charge in its currency, with its roubles when it is another currency. */
const charged = (charge: { amount: string; currency: string; amountRub: string } | null) =>
  charge === null
    ? "—"
    : charge.currency === "RUB"
      ? formatPrice(charge.amount)
      : `${formatPrice(charge.amount, charge.currency)} (≈ ${formatPrice(charge.amountRub)})`;

export default async function AdminOrderPage({ params }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const order = await loadRecord((await params).id, getAdminOrder);
  const table = (id: string, caption: string, columns: [string, string][], rows: AdminRow[]) =>
    sectionTable(id, caption, columns, rows, t("none"));
  const facts: [string, string][] = [
    [t("col_status"), t(`status.${order.status}`)],
    [t("col_kind"), t(`kind.${order.kind}`)],
    [t("col_created"), formatAdminDate(order.created)],
    [t("col_email"), order.email],
    [t("col_goods"), order.game?.title ?? order.gift?.title ?? "—"],
    [t("col_player"), order.playerId ?? "—"],
    [t("col_total"), money(order.total)],
    [t("fact_subtotal"), money(order.totalWithoutPromocode)],
    [t("fact_promo"), order.promoCode ?? "—"],
    [t("fact_promo_discount"), money(order.money.promoDiscount)],
    // The order's money projection: the same figures as the shopper's order page, history and e-mails.
    ...(order.money.isPaid
      ? ([
          [t("fact_paid"), money(order.money.paid)],
          [t("fact_paid_from_balance"), money(order.money.balanceShare)],
          [t("fact_paid_by_method"), charged(order.money.charge)],
          [t("fact_method_fee"), money(order.money.methodFee)],
        ] as [string, string][])
      : ([[t("fact_to_pay"), money(order.money.toPay)]] as [string, string][])),
    [t("fact_refunded"), money(order.money.refunded)],
    [t("fact_cashback"), money(order.money.cashback)],
    [t("col_method"), order.paymentMethod ?? "—"],
    [t("fact_payment_status"), order.paymentStatus ?? "—"],
    [t("fact_reject_reason"), order.rejectReason ?? "—"],
    [t("fact_gift_code"), order.giftCode ?? "—"],
    [t("fact_hash"), order.hash],
  ];
  // Paid and not final: staff may retry, deliver by hand or reject (the services check it again, locked).
  const canResolve = order.status === "paid" || order.status === "sending";
  const OPEN = ["processing", "sending", "incorrect-details"];
  const correctable = canResolve ? order.lines.filter(isCorrectableLine) : [];

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("order_title", { id: order.id })}</h1>
        <div className={styles.actions}>
          {canResolve && (
            <AdminActionButton
              action={{ kind: "retry_delivery", orderId: order.id }}
              label={t("retry_delivery")}
              title={t("retry_confirm_title", { id: order.id })}
            />
          )}
          {canResolve && order.kind === "rokky" && !order.giftCode && (
            <AdminActionButton
              action={{ kind: "mark_delivered", orderId: order.id }}
              label={t("mark_delivered")}
              title={t("mark_delivered_title", { id: order.id })}
            />
          )}
          {canResolve && (
            <AdminActionButton
              action={{ kind: "reject_order", orderId: order.id }}
              label={t("reject_order")}
              title={t("reject_order_title", { id: order.id })}
            />
          )}
          {correctable.length > 0 && (
            <CorrectDeliveryButton
              orderId={order.id}
              kind={order.kind}
              lines={correctable.map((l) => ({ id: l.id, title: `${l.product.title} (№${l.id})` }))}
              current={{
                email: order.email,
                gameAccountId: order.gameAccountId,
                steamAccountId: order.steamAccountId,
                moogoldUserId: order.supplyUserId,
                moogoldServerCustomId: order.supplyServerCustomId,
              }}
            />
          )}
          <a className={styles.exportLink} href={`/orders/${order.hash}/details`}>
            {t("shopper_view")}
          </a>
        </div>
      </div>
      <RecordFacts label={t("facts")} facts={facts} />
      {table(
        "lines",
        t("lines"),
        [
          ["product", t("col_product")],
          ["quantity", t("col_quantity")],
          ["amount", t("col_amount")],
          ["status", t("col_status")],
          ["provider", t("col_provider")],
          ["answer", t("col_answer")],
          ["delivered", t("col_delivered")],
          ["refund", t("col_refund")],
          ["actions", t("col_actions")],
        ],
        order.lines.map((l) => ({
          key: String(l.id),
          cells: {
            product: { text: `${l.product.title} · ${money(l.price)}` },
            quantity: { text: String(l.quantity) },
            amount: { text: money(l.amount) },
            status: {
              text: t(`line_status.${l.status.replace("-", "_")}`),
              tone: l.status === "completed" ? "good" : l.status === "refunded" ? "bad" : "warn",
            },
            provider: { text: [l.provider, l.providerRef].filter(Boolean).join(" · ") || "—", isMono: true },
            answer: {
              text: l.deliveryError ?? (l.code ? `${l.code}` : formatAdminJson(l.deliveryData)),
              isMono: true,
            },
            delivered: { text: formatAdminDate(l.deliveredAt) },
            refund: { text: l.refundAmount ? `${money(l.refundAmount)} (${l.refundMethod ?? "—"})` : "—" },
            actions:
              canResolve && OPEN.includes(l.status)
                ? {
                    text: "",
                    actions: [
                      {
                        action: { kind: "mark_delivered", orderId: order.id, lineId: l.id },
                        label: t("mark_delivered"),
                        title: t("mark_line_delivered_title", { product: l.product.title }),
                      },
                    ],
                  }
                : { text: "—", tone: "muted" },
          },
        })),
      )}
      {table(
        "timeline",
        t("timeline"),
        [
          ["created", t("col_created")],
          ["status", t("col_status")],
        ],
        order.events.map((e, i) => ({
          key: String(i),
          cells: { created: { text: formatAdminDate(e.created) }, status: { text: t(`status.${e.status}`) } },
        })),
      )}
      {table(
        "payments",
        t("payments"),
        [
          ["created", t("col_created")],
          ["provider", t("col_provider")],
          ["id", t("col_payment_id")],
          ["amount", t("col_amount")],
          ["balance", t("col_balance_debit")],
          ["status", t("col_status")],
        ],
        order.payments.map((p) => ({
          key: String(p.id),
          cells: {
            created: { text: formatAdminDate(p.created) },
            provider: { text: `${p.provider} · ${p.method}` },
            id: { text: p.providerPaymentId, isMono: true },
            amount: { text: `${formatPrice(p.amount, p.currency)} (${money(p.amountRub)})` },
            balance: { text: money(p.balanceDebit) },
            status: {
              text: p.status,
              tone: p.status === "succeeded" ? "good" : p.status === "pending" ? "warn" : "muted",
            },
          },
        })),
      )}
      {table(
        "ledger",
        t("ledger"),
        [
          ["created", t("col_created")],
          ["event", t("col_event")],
          ["outcome", t("col_outcome")],
          ["amount", t("col_amount")],
          ["detail", t("col_detail")],
        ],
        order.ledger.map((e) => ({
          key: String(e.id),
          cells: {
            created: { text: formatAdminDate(e.created) },
            event: { text: `${e.provider} · ${e.event}` },
            outcome: { text: e.outcome },
            amount: {
              text: e.amountRub ? money(e.amountRub) : e.amount ? `${e.amount} ${e.currency ?? ""}` : "—",
            },
            detail: { text: formatAdminJson(e.detail), isMono: true },
          },
        })),
      )}
      {table(
        "emails",
        t("emails"),
        [
          ["created", t("col_created")],
          ["template", t("col_template")],
          ["to", t("col_email")],
          ["status", t("col_status")],
          ["actions", t("col_actions")],
        ],
        order.emails.map((m) => ({
          key: m.id,
          cells: {
            created: { text: formatAdminDate(m.created) },
            template: { text: `${t(`mail_template.${m.template}`)} · ${m.subject}` },
            to: { text: m.to, isMono: true },
            status: {
              text: [
                t(`mail_state.${m.state}`),
                m.sent ? formatAdminDate(m.sent) : null,
                m.resentFrom ? t("mail_resent") : null,
              ]
                .filter(Boolean)
                .join(" · "),
              tone: m.state === "completed" ? "good" : m.state === "failed" ? "bad" : "warn",
            },
            actions: {
              text: "",
              actions: [
                {
                  action: { kind: "resend_email", orderId: order.id, emailId: m.id },
                  label: t("resend_email"),
                  title: t("resend_email_title", { subject: m.subject }),
                },
              ],
            },
          },
        })),
      )}
      <RecordAudit entries={order.audit} />
    </>
  );
}
