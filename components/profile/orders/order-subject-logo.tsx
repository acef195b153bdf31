// The game's or gift's picture beside an order, or a neutral placeholder.
import { CatalogImage } from "@/components/catalog/catalog-image";
import styles from "./order-card.module.css";

export function OrderSubjectLogo({ logo, size }: { logo: string | null; size: number }) {
  if (!logo)
    return (
      <span className={styles.logoPlaceholder} style={{ width: size, height: size }} aria-hidden="true" />
    );
  return <CatalogImage className={styles.logo} src={logo} alt="" width={size} height={size} />;
}
