// Plain GET search form: the query stays in the URL (?search=) and works without JavaScript.
import { useTranslations } from "next-intl";
import styles from "./search-form.module.css";

type SearchFormProps = { action: string; value?: string; label: string; placeholder: string };

export function SearchForm({ action, value = "", label, placeholder }: SearchFormProps) {
  const t = useTranslations("filters");
  const inputId = `search${action.replace(/\W/g, "-")}`;
  return (
    <form className={styles.form} action={action} method="get" role="search">
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="search"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className={styles.submit} type="submit">
        {t("searchSubmit")}
      </button>
    </form>
  );
}
