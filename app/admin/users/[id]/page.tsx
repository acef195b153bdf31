// /admin/users/{id} – one account for support: its facts and social bindings, latest orders (each opening the
// order's console page), the balance history the shopper sees, the staff actions on it, and for admins the balance
// adjustment and the sign-in block, each confirmed in a dialog and audited (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdjustBalanceButton } from "@/components/admin/adjust-balance-button";
import { AdminActionButton } from "@/components/admin/admin-action-button";
import type { AdminRow } from "@/components/admin/admin-table";
import { RecordAudit, RecordFacts, sectionTable } from "@/components/admin/record-sections";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { loadRecord } from "@/components/admin/load-record";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { getAdminUser } from "@/lib/server/accounts/get-admin-user";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("user_title", { id: (await params).id }) };
}

/** "-150.00" -> "−150 ₽", "150.00" -> "+150 ₽", as the shopper's balance history writes them. */
const signed = (amount: string) =>
  `${amount.startsWith("-") ? "−" : "+"}${formatPrice(amount.replace(/^-/, ""))}`;

export default async function AdminUserPage({ params }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const movementLabel = await getTranslations("balanceHistory");
  const user = await loadRecord((await params).id, getAdminUser);
  const isAdmin = session.staff.role === "admin";
  const isSelf = session.staff.id === user.id;
  const table = (id: string, caption: string, columns: [string, string][], rows: AdminRow[]) =>
    sectionTable(id, caption, columns, rows, t("none"));
  const facts: [string, string][] = [
    [t("col_email"), user.email],
    [t("col_nickname"), user.nickname || "—"],
    [t("col_role"), t(`role.${user.role}`)],
    [t("col_sign_in"), t(user.isBlocked ? "blocked" : "active")],
    [t("col_balance"), formatPrice(user.balance)],
    [t("fact_balance_held"), formatPrice(user.balanceHeld)],
    [t("fact_spendable"), formatPrice(user.spendableBalance)],
    [t("col_registered"), formatAdminDate(user.created)],
    [
      t("fact_social"),
      user.social.length ? user.social.map((s) => `${s.provider}: ${s.uid}`).join(", ") : t("fact_no_social"),
    ],
    [t("fact_orders_count"), String(user.ordersCount)],
  ];

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("user_title", { id: user.id })}</h1>
        {isAdmin && (
          <div className={styles.actions}>
            <AdjustBalanceButton
              userId={user.id}
              label={t("adjust_balance")}
              title={t("adjust_balance_title", { email: user.email })}
            />
            {user.isBlocked ? (
              <AdminActionButton
                action={{ kind: "unblock_user", userId: user.id }}
                label={t("unblock_user")}
                title={t("unblock_user_title", { email: user.email })}
              />
            ) : (
              !isSelf && (
                <AdminActionButton
                  action={{ kind: "block_user", userId: user.id }}
                  label={t("block_user")}
                  title={t("block_user_title", { email: user.email })}
                />
              )
            )}
          </div>
        )}
      </div>
      {user.isBlocked && (
        <p role="status" className={styles.alert}>
          {t("user_blocked_note")}
        </p>
      )}
      <RecordFacts label={t("user_facts")} facts={facts} />
      {table(
        "orders",
        t("user_orders"),
        [
          ["id", t("col_id")],
          ["created", t("col_created")],
          ["kind", t("col_kind")],
          ["status", t("col_status")],
          ["total", t("col_total")],
        ],
        user.orders.map((o) => ({
          key: String(o.id),
          cells: {
            id: { text: `№${o.id}`, href: `/admin/orders/${o.id}` },
            created: { text: formatAdminDate(o.created) },
            kind: { text: t(`kind.${o.kind}`) },
            status: {
              text: t(`status.${o.status}`),
              tone: o.status === "done" ? "good" : o.status === "failed" ? "bad" : undefined,
            },
            total: { text: formatPrice(o.total) },
          },
        })),
      )}
      {table(
        "movements",
        t("user_movements"),
        [
          ["created", t("col_created")],
          ["kind", t("col_event")],
          ["order", t("col_order")],
          ["amount", t("col_amount")],
        ],
        user.balanceMovements.map((m) => ({
          key: String(m.id),
          cells: {
            created: { text: formatAdminDate(m.created) },
            kind: { text: movementLabel(`kind_${m.kind}`) },
            order:
              m.orderId === null
                ? { text: "—", tone: "muted" }
                : { text: `№${m.orderId}`, href: `/admin/orders/${m.orderId}` },
            amount: { text: signed(m.amount), tone: m.amount.startsWith("-") ? "bad" : "good" },
          },
        })),
      )}
      <RecordAudit entries={user.audit} withBefore />
    </>
  );
}
