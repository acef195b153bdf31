// The fields of the console's filter forms: a labelled input or a select whose empty choice means "any", and the
// form's buttons (apply, and a link back to the unfiltered list).
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

export function FilterField({
  name,
  label,
  value,
  type = "text",
}: {
  name: string;
  label: string;
  value?: string;
  type?: string;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input name={name} type={type} defaultValue={value ?? ""} maxLength={200} autoComplete="off" />
    </label>
  );
}

export function FilterChoice(props: {
  name: string;
  label: string;
  value?: string;
  options: readonly string[];
  labelOf: (v: string) => string;
  any: string;
}) {
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labelOf(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FilterActions({
  submit,
  reset,
  resetHref,
}: {
  submit: string;
  reset: string;
  resetHref: string;
}) {
  return (
    <div className={styles.filterActions}>
      <Button type="submit" size="s">
        {submit}
      </Button>
      <Button href={resetHref} size="s" variant="ghost">
        {reset}
      </Button>
    </div>
  );
}
