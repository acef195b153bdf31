// The fields of the console's filter forms: a labelled input or a select whose empty choice means "any".
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
