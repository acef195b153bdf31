// The game's FAQ (SPEC.md sections 1 and 3: shoppers read it; an item is a question, its answer and its order),
// as the console's operators write it: plain-text answers under native disclosure widgets, so the section ships
// no script and works from the keyboard and with a screen reader as it is. Nothing when the game has none.
import { useTranslations } from "next-intl";
import styles from "./game-faq.module.css";

export type FaqEntry = { id: number; text: string; answer: string };

export function GameFaq({ items }: { items: FaqEntry[] }) {
  const t = useTranslations("game");
  if (!items.length) return null;
  return (
    <section className={styles.section} aria-labelledby="game-faq-title">
      <h2 id="game-faq-title" className={styles.title}>
        {t("faqTitle")}
      </h2>
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.id} className={styles.item}>
            <summary className={styles.question}>{item.text}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
