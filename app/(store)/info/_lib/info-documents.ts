// Info documents backed by articles (SPEC.md section 2 routes); slug is the article's key in the database.
export const INFO_DOCUMENTS = [
  { href: "/info/privacy-policy", slug: "privacy-policy", key: "privacy_policy" },
  { href: "/info/user-agreement", slug: "user-agreement", key: "user_agreement" },
  { href: "/info/TextBlock", slug: "TextBlock", key: "text_block" },
] as const;

export type InfoDocument = (typeof INFO_DOCUMENTS)[number];
export type InfoDocumentKey = InfoDocument["key"];

export function findInfoDocument(key: InfoDocumentKey): InfoDocument {
  return INFO_DOCUMENTS.find((d) => d.key === key)!;
}
