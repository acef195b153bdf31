// /info/privacy-policy – info document rendered from its article
import { ArticlePage, generateArticleMetadata } from "../_lib/article-page";

export const generateMetadata = () => generateArticleMetadata("privacy_policy");

export default function PrivacyPolicyPage() {
  return <ArticlePage documentKey="privacy_policy" />;
}
