// /sandbox/oauth/authorize – consent screen of the local sandbox identity provider (demo mode only)
import type { Metadata } from "next";
import type { InputHTMLAttributes } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getConfig } from "@/lib/server/config";
import { readSandboxRequest } from "@/lib/server/auth/providers/read-sandbox-request";
import styles from "../../sandbox-page.module.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A labelled text input of the consent form. */
function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input className={styles.input} {...input} />
    </label>
  );
}

async function requestUrl(): Promise<URL> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return new URL(`${proto}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost"}/`);
}

export default async function SandboxAuthorizePage({ searchParams }: Props) {
  await connection();
  if (getConfig().STORE_MODE === "live") notFound();
  const t = await getTranslations("sandbox");
  const raw = await searchParams;
  const single = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const request = readSandboxRequest(single, await requestUrl());

  if (!request) {
    return (
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="sandbox-title">
          <h1 id="sandbox-title" className={styles.title}>
            {t("invalidTitle")}
          </h1>
          <p className={styles.lead}>{t("invalidText")}</p>
          <Button href="/" variant="secondary">
            {t("backHome")}
          </Button>
        </section>
      </main>
    );
  }

  const provider = t(`providers.${request.provider}`);
  return (
    <main className={styles.page}>
      <form
        className={styles.card}
        method="post"
        action="/sandbox/oauth/decision"
        aria-labelledby="sandbox-title"
      >
        <p className={styles.badge}>{t("badge")}</p>
        <h1 id="sandbox-title" className={styles.title}>
          {t("title", { provider })}
        </h1>
        <p className={styles.lead}>{t("lead", { provider })}</p>
        <input type="hidden" name="provider" value={request.provider} />
        <input type="hidden" name="state" value={request.state} />
        <input type="hidden" name="redirect_uri" value={request.redirectUri} />
        <input type="hidden" name="code_challenge" value={request.codeChallenge} />
        <input type="hidden" name="code_challenge_method" value="S256" />
        <Field
          label={t("emailLabel")}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={`sandbox-${request.provider.replace("_", "-")}@example.com`}
        />
        <Field
          label={t("nameLabel")}
          type="text"
          name="name"
          maxLength={64}
          defaultValue={t("defaultName", { provider })}
        />
        <p className={styles.scope}>{t("scope")}</p>
        <div className={styles.actions}>
          <Button type="submit" name="decision" value="allow" size="l" isBlock>
            {t("allow")}
          </Button>
          <Button
            type="submit"
            name="decision"
            value="deny"
            size="l"
            variant="secondary"
            isBlock
            formNoValidate
          >
            {t("deny")}
          </Button>
        </div>
      </form>
    </main>
  );
}
