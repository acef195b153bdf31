// Issue 13: each page's HTML carries only the messages its client components can read. Every layout with a
// translations provider ships a list of namespaces; the client modules below it (its own, its pages', error and
// 404 screens', up to the next layout with a provider) are found by walking their imports, and the list must
// hold every namespace they read (a missing one shows its key instead of its text) and, for the storefront's
// lists, nothing more.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/ru.json";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { DeferredMessages } from "@/lib/i18n/deferred-messages";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { clientReach, root } from "./client-message-reach";

// next-intl ships ESM only, which this jest set-up does not transform; the layouts are called, never rendered.
jest.mock("next-intl", () => ({ NextIntlClientProvider: function NextIntlClientProvider() {} }));
jest.mock("next-intl/server", () => ({
  getMessages: async () => jest.requireActual("@/messages/ru.json"),
  getTranslations: async () => (key: string) => key,
  getRequestConfig: (make: unknown) => make,
}));
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), connection: async () => {} }));

const ROUTE_FILE = /^(page|layout|error|not-found|loading|template|default)\.tsx?$/;

/** Route files of app/ by folder (repo-relative). global-error.tsx replaces the root layout and brings its own. */
function routeFiles(dir = "app"): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFiles(file);
    return ROUTE_FILE.test(entry.name) ? [file] : [];
  });
}

interface Provided {
  namespaces: string[];
  /** The storefront's own lists (ClientMessages); the console writes its provider itself. */
  storefront: boolean;
}

/** The provider a layout renders around its pages, found in the elements it returns (not rendered further). */
function findProvider(node: ReactNode): Provided | undefined {
  if (Array.isArray(node)) return node.map(findProvider).find(Boolean);
  if (!isValidElement(node)) return undefined;
  const { props, type } = node as ReactElement<{
    children?: ReactNode;
    namespaces?: string[];
    messages?: object;
  }>;
  if (type === ClientMessages || type === DeferredMessages)
    return { namespaces: [...props.namespaces!], storefront: true };
  if (type === NextIntlClientProvider) return { namespaces: Object.keys(props.messages!), storefront: false };
  return findProvider(props.children);
}

async function providerOf(layout: string): Promise<Provided | undefined> {
  const { default: Layout } = await import(path.join(root, layout));
  return findProvider(await Layout({ children: null, params: Promise.resolve({}) }));
}

interface Scope {
  dir: string;
  provided: Provided;
  files: string[];
}

/** Each layout with a provider and the route files it serves (those below it, up to the next provider). */
async function providerScopes(): Promise<Scope[]> {
  const files = routeFiles();
  const scopes: Scope[] = [];
  for (const layout of files.filter((file) => path.basename(file).startsWith("layout."))) {
    const provided = await providerOf(layout);
    if (provided) scopes.push({ dir: path.dirname(layout), provided, files: [] });
  }
  const inside = (file: string, dir: string) => file.startsWith(`${dir}/`);
  for (const file of files) {
    const nearest = scopes
      .filter((scope) => inside(file, scope.dir))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
    nearest.files.push(file);
  }
  return scopes;
}

describe("the client import walker", () => {
  it("counts what client modules import, whatever their first line, and not server or type-only imports", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "client-reach-"));
    const files: Record<string, string> = {
      "page.tsx": `import { Card } from "./card";\nimport { Island } from "./island";\nexport default () => [Card, Island];`,
      "card.tsx": `export const Card = () => useTranslations("liveFeed");`,
      "island.tsx": [
        `"use client";`,
        `import { lazy } from "react";`,
        `import { Plain } from "./plain";`,
        `import type { Typed } from "./typed";`,
        `const Later = lazy(() => import("./later"));`,
        `export const Island = () => [Plain, Later, useTranslations("orderPage.feedback")];`,
      ].join("\n"),
      "plain.tsx": `export const Plain = () => useTranslations("price");`,
      "typed.tsx": `export type Typed = string;\nexport const T = () => useTranslations("game");`,
      "later.tsx": `export default function Later() {\n  const t = useTranslations();\n  return t(1 ? "checkout.title" : "common.close");\n}`,
    };
    try {
      for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
      const reach = clientReach([path.join(dir, "page.tsx")]);
      expect([...reach.namespaces.keys()].sort()).toEqual(["checkout", "common", "orderPage", "price"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("messages shipped to the browser", () => {
  let scopes: Scope[];
  beforeAll(async () => {
    scopes = await providerScopes();
  });

  it("has a provider in the root layout and in the routes that read more than the shell", () => {
    const dirs = scopes.map((scope) => scope.dir);
    expect(dirs).toEqual(
      expect.arrayContaining(["app", "app/(store)/games", "app/(store)/orders/[hash]/pay"]),
    );
    expect(scopes.find((scope) => scope.dir === "app")!.files).toContain("app/(store)/page.tsx");
  });

  it("gives every client component below a provider the namespaces it reads", () => {
    const problems = scopes.flatMap(({ dir, provided, files }) => {
      const reach = clientReach(files.map((file) => path.join(root, file)));
      const missing = [...reach.namespaces]
        .filter(([ns]) => !provided.namespaces.includes(ns))
        .map(([ns, readers]) => `${dir}: "${ns}" is read by ${readers.join(", ")} but not provided`);
      const unused = provided.storefront
        ? provided.namespaces
            .filter((ns) => !reach.namespaces.has(ns))
            .map((ns) => `${dir}: "${ns}" is provided but no client component below reads it`)
        : [];
      const unreadable = reach.unreadable.map((call) => `${dir}: cannot tell the namespace of ${call}`);
      return [...missing, ...unused, ...unreadable];
    });
    expect(problems).toEqual([]);
  });

  it("ships the namespaces as the request's own objects, so nested providers share them", () => {
    const picked = pickMessages(messages, ["common", "payment"]);
    expect(Object.keys(picked)).toEqual(["common", "payment"]);
    expect(picked.payment).toBe(messages.payment);
  });
});
