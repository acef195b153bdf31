// Which message namespaces the browser can ask for below a set of route files: the modules that run on the client
// (a "use client" module and everything it imports, whatever their own first line says) and the namespaces
// their useTranslations calls name. Read with the TypeScript parser and resolver, so it follows the project's
// own imports ("@/…", index files, lazy import()) and never drifts from the code.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(__dirname, "../..");

const messages: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(root, "messages/ru.json"), "utf8"),
);
const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
  ts.sys,
  root,
).options;

interface ModuleFacts {
  client: boolean;
  imports: string[];
  namespaces: string[];
  /** Calls the reader cannot name a namespace for (a computed one, or every message at once). */
  unreadable: string[];
}

const facts = new Map<string, ModuleFacts>();

/** An import that only names types carries no code to the browser. */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
}

/** "orderPage.feedback.title" -> "orderPage" when that is a namespace of messages/ru.json. */
function namespaceOfKey(key: string): string | undefined {
  const ns = /^([A-Za-z]\w*)(\.\w+)+$/.exec(key)?.[1];
  return ns && ns in messages ? ns : undefined;
}

function resolve(specifier: string, from: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  const file = resolved.resolvedFileName;
  return /\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts") && !file.includes("node_modules")
    ? file
    : undefined;
}

function read(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: ModuleFacts = { client: false, imports: [], namespaces: [], unreadable: [] };
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === "use client") found.client = true;
  }
  let rootTranslator = false;
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (!isTypeOnly(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolve(node.moduleSpecifier.text, file);
        if (target) found.imports.push(target);
      }
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) {
        const target = resolve(first.text, file);
        if (target) found.imports.push(target);
      } else if (ts.isIdentifier(node.expression) && node.expression.text === "useTranslations") {
        if (!first) rootTranslator = true;
        else if (ts.isStringLiteralLike(first)) found.namespaces.push(first.text.split(".")[0]);
        else found.unreadable.push(node.getText(source));
      } else if (ts.isIdentifier(node.expression) && node.expression.text === "useMessages") {
        found.unreadable.push(node.getText(source));
      }
    } else if (ts.isStringLiteralLike(node)) {
      keys.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // useTranslations() without a namespace: every literal that reads as "namespace.key" is a key it may look up.
  if (rootTranslator) found.namespaces.push(...keys.flatMap((key) => namespaceOfKey(key) ?? []));
  found.namespaces = [...new Set(found.namespaces)];
  facts.set(file, found);
  return found;
}

export interface Reach {
  /** namespace -> the client modules that read it (repo-relative). */
  namespaces: Map<string, string[]>;
  unreadable: string[];
}

/** The namespaces read by client modules reachable from `entries` (absolute paths of route files). */
export function clientReach(entries: string[]): Reach {
  const seen = new Set<string>();
  const namespaces = new Map<string, string[]>();
  const unreadable: string[] = [];
  const stack = entries.map((file) => ({ file, client: false }));
  while (stack.length > 0) {
    const { file, client: importedByClient } = stack.pop()!;
    const found = read(file);
    const client = importedByClient || found.client;
    const state = `${client}:${file}`;
    if (seen.has(state)) continue;
    seen.add(state);
    if (client) {
      const name = path.relative(root, file);
      for (const ns of found.namespaces) namespaces.set(ns, [...(namespaces.get(ns) ?? []), name]);
      unreadable.push(...found.unreadable.map((call) => `${name}: ${call}`));
    }
    for (const target of found.imports) stack.push({ file: target, client });
  }
  return { namespaces, unreadable };
}
