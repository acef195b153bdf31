// /admin/content – the storefront's content (admin only): game and gift banners, articles, FAQ entries and the
// seller's requisites, each kind a section with its records, a "Добавить" dialog and per-record edit and delete;
// every write is audited and on the storefront at once.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminCell, type AdminRow } from "@/components/admin/admin-table";
import { ContentDialog, type ContentField } from "@/components/admin/content-dialog";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import type { ContentKindName } from "@/lib/api/admin-content";
import { fromWire, toCodeName } from "@/lib/api/case-convert";
import { BANNER_IMAGE_FIELDS } from "@/lib/schemas/admin/content";
import { listConsoleContent } from "@/lib/server/content/list-console-content";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("content_title") };
}

type Record_ = Record<string, unknown>;
type Section = {
  kind: ContentKindName;
  id: string;
  /** The record's key in its API path, and the words naming it (the delete dialog's title). */
  key: (r: Record_) => string | number;
  name: (r: Record_) => string;
  fields: ContentField[];
  /** A new record's form values. */
  blank: Record<string, string | number>;
  /** The table's columns besides the actions, each with its cell. */
  columns: [string, (r: Record_) => AdminCell][];
};

const text = (v: unknown): AdminCell => ({ text: String(v ?? "") || "—" });

export default async function AdminContentPage() {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const content = await listConsoleContent();
  const { games, gifts } = content;
  // Records as browser code sees them: camelCase keys, as the dialogs' fields name them.
  const records = fromWire<typeof content.records>(content.records);
  const gameOptions = games.map((g) => ({ value: String(g.id), label: g.title }));
  const giftOptions = gifts.map((g) => ({ value: String(g.id), label: g.title }));
  const titleOf = (list: { id: number; title: string }[], id: unknown) =>
    list.find((x) => x.id === id)?.title ?? `#${String(id)}`;
  const field = (
    name: string,
    type?: ContentField["type"],
    options?: ContentField["options"],
    labelName = name,
  ) => ({
    name: toCodeName(name),
    label: t(`content_field_${labelName}`),
    type,
    options,
  });
  const imageFields = BANNER_IMAGE_FIELDS.map((name) => field(name, "image"));
  const imageBlank = Object.fromEntries(BANNER_IMAGE_FIELDS.map((name) => [toCodeName(name), ""]));
  const banner = (kind: "gameBanner" | "giftBanner", ref: "game" | "gift"): Section => {
    const options = ref === "game" ? gameOptions : giftOptions;
    return {
      kind,
      id: `${ref}-banners`,
      key: (r) => r.id as number,
      name: (r) => String(r.title),
      fields: [
        field("title"),
        field(ref, "select", options),
        field("description", "textarea"),
        ...imageFields,
        field("position", "number"),
      ],
      blank: {
        title: "",
        [ref]: Number(options[0]?.value ?? 0),
        description: "",
        ...imageBlank,
        position: 0,
      },
      columns: [
        ["title", (r) => text(r.title)],
        [ref, (r) => text(titleOf(ref === "game" ? games : gifts, r[ref]))],
        ["position", (r) => text(r.position)],
        ["background_desktop", (r) => ({ text: String(r.backgroundDesktop), isMono: true })],
      ],
    };
  };
  const sections: Section[] = [
    banner("gameBanner", "game"),
    banner("giftBanner", "gift"),
    {
      kind: "article",
      id: "articles",
      key: (r) => String(r.slug),
      name: (r) => String(r.header),
      fields: [field("slug"), field("header"), field("text", "textarea")],
      blank: { slug: "", header: "", text: "" },
      columns: [
        ["slug", (r) => ({ text: String(r.slug), isMono: true })],
        ["header", (r) => text(r.header)],
      ],
    },
    {
      kind: "faq",
      id: "faq",
      key: (r) => r.id as number,
      name: (r) => String(r.text),
      fields: [
        field("game", "select", gameOptions),
        field("text", undefined, undefined, "question"),
        field("answer", "textarea"),
        field("order", "number"),
      ],
      blank: { game: Number(gameOptions[0]?.value ?? 0), text: "", answer: "", order: 0 },
      columns: [
        ["game", (r) => text(titleOf(games, r.game))],
        ["question", (r) => text(r.text)],
        ["order", (r) => text(r.order)],
      ],
    },
    {
      kind: "contact",
      id: "contacts",
      key: (r) => r.id as number,
      name: (r) => String(r.companyName),
      fields: [
        field("company_name"),
        field("address", "textarea"),
        field("inn"),
        field("company_id"),
        field("extra", "textarea"),
      ],
      blank: { companyName: "", address: "", inn: "", companyId: "", extra: "" },
      columns: [
        ["company_name", (r) => text(r.companyName)],
        ["inn", (r) => ({ text: String(r.inn), isMono: true })],
        ["company_id", (r) => ({ text: String(r.companyId), isMono: true })],
      ],
    },
  ];

  return (
    <>
      <h1 className={styles.pageHead}>{t("content_title")}</h1>
      <nav aria-label={t("content_sections")} className={styles.filterActions}>
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {t(`content_section_${s.kind}`)}
          </a>
        ))}
      </nav>
      {sections.map((s) => {
        const caption = t(`content_section_${s.kind}`);
        const rows: AdminRow[] = records[s.kind].map((r) => {
          const values = Object.fromEntries(
            s.fields.map((f) => [f.name, (r[f.name] ?? "") as string | number]),
          );
          return {
            key: String(s.key(r)),
            cells: {
              ...Object.fromEntries(s.columns.map(([id, cell]) => [id, cell(r)])),
              actions: {
                text: "",
                content: {
                  name: s.name(r),
                  edit: {
                    kind: s.kind,
                    recordKey: s.key(r),
                    label: t("edit"),
                    title: t("content_edit_title", { name: s.name(r) }),
                    fields: s.fields,
                    values,
                  },
                },
              },
            },
          };
        });
        return (
          <section key={s.id} id={s.id} className={styles.section} aria-labelledby={`${s.id}-head`}>
            <h2 id={`${s.id}-head`}>{caption}</h2>
            <ContentDialog
              kind={s.kind}
              recordKey={null}
              label={t("content_add")}
              title={t("content_new_title", { section: caption })}
              fields={s.fields}
              values={s.blank}
              variant="primary"
            />
            <AdminTable
              caption={caption}
              columns={[
                ...s.columns.map(([id]) => ({ id, header: t(`content_field_${id}`) })),
                { id: "actions", header: t("col_actions") },
              ]}
              rows={rows}
              empty={t("none")}
            />
          </section>
        );
      })}
    </>
  );
}
