// The form's own message: an error from the server (announced at once) or a success note (announced politely).
import styles from "./form.module.css";

type FormAlertProps = { message?: string | null; tone?: "error" | "success" };

/** Always rendered, so the live region exists before its text arrives and screen readers announce it. */
export function FormAlert({ message, tone = "error" }: FormAlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      aria-live={tone === "error" ? "assertive" : "polite"}
      className={message ? `${styles.alert} ${styles[tone]}` : styles.alertEmpty}
    >
      {message}
    </div>
  );
}
