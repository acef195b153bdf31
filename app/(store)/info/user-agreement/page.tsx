// /info/user-agreement – info document rendered from its article
import { ArticlePage, generateArticleMetadata } from "../_lib/article-page";

export const generateMetadata = () => generateArticleMetadata("user_agreement");

export default function UserAgreementPage() {
  return <ArticlePage documentKey="user_agreement" />;
}
