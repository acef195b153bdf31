// An info document page: the article from the articles service, whose HTML the service has sanitised.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { PageSection } from "@/components/layout/page-section";
import { findInfoDocument, type InfoDocumentKey } from "./info-documents";
import { loadArticle } from "./load-article";
import { publicPage } from "@/lib/server/cache/public-page";

export async function generateArticleMetadata(key: InfoDocumentKey): Promise<Metadata> {
  await connection();
  const doc = findInfoDocument(key);
  const t = await getTranslations(`info.${key}`);
  const article = await loadArticle(doc.slug);
  return buildPageMetadata({
    title: article?.header || t("title"),
    description: t("description"),
    path: doc.href,
  });
}

export async function ArticlePage({ documentKey }: { documentKey: InfoDocumentKey }) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  await connection();
  const doc = findInfoDocument(documentKey);
  const t = await getTranslations("info");
  const article = await loadArticle(doc.slug);
  if (!article) notFound();
  return (
    <PageSection
      title={article.header || t(`${documentKey}.title`)}
      breadcrumbs={[
        { href: "/info", label: t("title") },
        { label: article.header || t(`${documentKey}.title`) },
      ]}
    >
      {/* Sanitised by the articles service (sanitize-html allow-list) before it reaches this page. */}
      <article className="prose" dangerouslySetInnerHTML={{ __html: article.text }} />
    </PageSection>
  );
}
