// /info/TextBlock – info document rendered from its article
import { ArticlePage, generateArticleMetadata } from "../_lib/article-page";

export const generateMetadata = () => generateArticleMetadata("text_block");

export default function TextBlockPage() {
  return <ArticlePage documentKey="text_block" />;
}
