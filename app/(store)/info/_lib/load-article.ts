// One article read per request, shared by generateMetadata and the page.
import { cache } from "react";
import { getArticle } from "@/lib/server/content/articles";

export const loadArticle = cache((slug: string) => getArticle(slug));
