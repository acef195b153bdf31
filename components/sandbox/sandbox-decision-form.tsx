"use client";
// The sandbox checkout's form. The store opens the checkout in a window of its own and follows the order from its
// own tab, so after the decision this window closes instead of loading a second copy of the store; where it cannot
// close (a tab the shopper opened, a phone that scanned the QR code) it goes to the order as the plain form does.
// Without JavaScript the form posts as usual and the answer redirects to the order.
import { useState, type FormEvent, type ReactNode } from "react";

const CLOSE_GRACE_MS = 400;

export function SandboxDecisionForm({
  action,
  className,
  labelledBy,
  children,
}: {
  action: string;
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const [isSending, setSending] = useState(false);

  async function decide(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter?.value) return; // let the browser post it
    event.preventDefault();
    if (isSending) return;
    setSending(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        headers: { accept: "application/json" },
        body: new URLSearchParams({ decision: submitter.value }),
      });
      const { next } = (await res.json()) as { next?: string };
      if (!res.ok || !next?.startsWith("/")) throw new Error(`decision: ${res.status}`);
      window.close();
      setTimeout(() => window.location.replace(next), CLOSE_GRACE_MS);
    } catch {
      // The page as it now is says what happened (or lets the shopper try again).
      window.location.reload();
    }
  }

  return (
    <form
      className={className}
      method="post"
      action={action}
      aria-labelledby={labelledBy}
      aria-busy={isSending}
      onSubmit={decide}
    >
      {children}
    </form>
  );
}
