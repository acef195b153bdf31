// The product list, paged in the path (/products, /products/2 ...).
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listProducts } from "@/lib/server/catalog/products";
import { Pager } from "@/components/layout/pager";
import { buildPageHref } from "../build-page-href";
import { CardGrid } from "../card-grid";
import { ListPage } from "../list-page";
import { ProductCard } from "./product-card";
import { PRODUCTS_PAGE_SIZE } from "./products-page-size";

export async function ProductsView({ page }: { page: number }) {
  const [{ count, results }, t] = await Promise.all([
    listProducts(PRODUCTS_PAGE_SIZE, (page - 1) * PRODUCTS_PAGE_SIZE),
    getTranslations("products"),
  ]);
  const pageCount = Math.max(1, Math.ceil(count / PRODUCTS_PAGE_SIZE));
  if (page > pageCount) notFound();
  return (
    <ListPage title={t("title")} pageLabel={page > 1 ? t("page", { page }) : undefined} lead={t("lead")}>
      <CardGrid
        items={results}
        width="wide"
        empty={{ title: t("emptyTitle"), hint: t("emptyHint"), resetHref: "/", resetLabel: t("emptyReset") }}
        card={(product, i) => <ProductCard product={product} isEager={i < 6} />}
      />
      <Pager
        look="numbers"
        page={page}
        totalPages={pageCount}
        hrefFor={(p) => buildPageHref("/products", p)}
      />
    </ListPage>
  );
}
