// The product list, paged in the path (/products, /products/2 ...).
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listProducts } from "@/lib/server/catalog/products";
import { EmptyState } from "../empty-state";
import { Pagination } from "../pagination";
import { ProductCard } from "./product-card";
import { PRODUCTS_PAGE_SIZE } from "./products-page-size";
import grid from "../catalog-grid.module.css";
import styles from "../list-page.module.css";

export async function ProductsView({ page }: { page: number }) {
  const [{ count, results }, t] = await Promise.all([
    listProducts(PRODUCTS_PAGE_SIZE, (page - 1) * PRODUCTS_PAGE_SIZE),
    getTranslations("products"),
  ]);
  const pageCount = Math.max(1, Math.ceil(count / PRODUCTS_PAGE_SIZE));
  if (page > pageCount) notFound();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          {t("title")}
          {page > 1 && <span className={styles.pageNo}> · {t("page", { page })}</span>}
        </h1>
        <p className={styles.lead}>{t("lead")}</p>
      </header>
      {results.length === 0 ? (
        <EmptyState
          title={t("emptyTitle")}
          hint={t("emptyHint")}
          resetHref="/"
          resetLabel={t("emptyReset")}
        />
      ) : (
        <ul className={`${grid.grid} ${grid.wide}`}>
          {results.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} isEager={i < 6} />
            </li>
          ))}
        </ul>
      )}
      <Pagination basePath="/products" page={page} pageCount={pageCount} />
    </div>
  );
}
