// Server components for a test render: react-dom renders neither async components nor what only the server
// computes, so the tree is resolved first the way the server would: async components are awaited, other
// function components are called when they can run outside a render (server components: no hooks), and
// client components (their hooks throw outside a render) are left for react-dom, their props resolved.
import { Children, Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

type Props = Record<string, unknown> & { children?: ReactNode };

async function resolveProps(props: Props): Promise<Props> {
  const entries = await Promise.all(
    Object.entries(props).map(async ([key, value]) => [key, await resolveValue(value)] as const),
  );
  return Object.fromEntries(entries);
}

/** Elements anywhere in props (children, slots) are resolved too; other values pass through. */
async function resolveValue(value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(resolveValue));
  if (isValidElement(value)) return resolveServerTree(value);
  return value;
}

/** Calls a server component; null when it is a client component (a hook outside a render throws). */
async function callServerComponent(render: (props: Props) => unknown, props: Props) {
  const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    return { output: await render(props) };
  } catch (error) {
    // next/navigation's notFound() and redirect() are the page's own answers: let the test see them.
    if ((error as { digest?: string })?.digest) throw error;
    return null;
  } finally {
    quiet.mockRestore();
  }
}

export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  if (node instanceof Promise) return resolveServerTree(await node);
  if (Array.isArray(node)) return Promise.all(Children.toArray(node).map(resolveServerTree));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  if (typeof element.type === "function" && !element.type.prototype?.isReactComponent) {
    const called = await callServerComponent(element.type as (props: Props) => unknown, element.props);
    if (called) {
      const output = await resolveServerTree(called.output as ReactNode);
      // The element's key stays with what it rendered (lists of server components).
      return inheritKeyCheck(element, <Fragment key={element.key}>{output}</Fragment>);
    }
  }
  const { children, ...props } = await resolveProps(element.props);
  // Children go back as arguments, as JSX passed them: an array prop would read as a list missing its keys.
  const clone = Array.isArray(children)
    ? cloneElement(element, props, ...children)
    : cloneElement(element, children === undefined ? props : { ...props, children });
  return inheritKeyCheck(element, clone);
}

type Checked = { _store?: { validated?: unknown } };

/** React (development) checked the original's key where JSX made it: what replaces it inherits that check. */
function inheritKeyCheck(from: ReactElement, to: ReactElement): ReactElement {
  const store = (from as Checked)._store;
  if (store && (to as Checked)._store) (to as Checked)._store!.validated = store.validated;
  return to;
}
