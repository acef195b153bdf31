"use client";
// Shared body of error.tsx files: reports the error, titles the document "Brand <status>", and the go-home
// button clears the error boundary before navigating to "/".
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { WithMessages } from "@/lib/i18n/with-messages";
import { ErrorScreen } from "./error-screen";
import { readErrorStatus } from "./read-error-status";
import { useDocumentTitle } from "./use-document-title";

type RouteErrorProps = { error: unknown; reset: () => void };

/** Loaded when an error is shown: next-intl's provider comes with it (the root layout's messages are deferred). */
export function RouteError(props: RouteErrorProps) {
  return (
    <WithMessages>
      <RouteErrorScreen {...props} />
    </WithMessages>
  );
}

function RouteErrorScreen({ error, reset }: RouteErrorProps) {
  const router = useRouter();
  const brand = useTranslations("brand");
  const status = error === undefined ? null : readErrorStatus(error);

  useDocumentTitle(status === null ? null : `${brand("name")} ${status}`);

  useEffect(() => {
    if (status !== null) console.error(error);
  }, [error, status]);

  function goHome() {
    reset();
    router.push("/");
  }

  return <ErrorScreen status={status} onGoHome={goHome} />;
}
