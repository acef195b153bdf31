// The full-screen spinner an error boundary shows while its screen's code loads (SPEC.md section 2: "A full-screen
// spinner shows while the error is not yet available"). Self-contained (inline styles, no messages): it may stand
// where neither the layout's CSS nor its translations have arrived.
export function PendingSpinner() {
  return (
    <div
      role="status"
      aria-busy="true"
      style={{ position: "fixed", inset: 0, display: "grid", placeItems: "center" }}
    >
      <span
        style={{
          width: 48,
          height: 48,
          borderRadius: "50%",
          border: "4px solid #3b4166",
          borderTopColor: "#a855f7",
          animation: "pending-spin 0.8s linear infinite",
        }}
      />
      <style>{"@keyframes pending-spin{to{transform:rotate(360deg)}}"}</style>
    </div>
  );
}
