// Client providers ship only some namespaces of messages/ru.json (issue 13): each one is written into the HTML
// of every page below the provider.
import type { AbstractIntlMessages } from "next-intl";

/** A top-level namespace of messages/ru.json. */
export type Namespace = keyof typeof import("@/messages/ru.json");

/**
 * The given namespaces of `all`, as the same objects (not copies): a namespace that a nested provider ships again
 * is then written once, React's payload refers back to an object it has already sent.
 */
export function pickMessages(
  all: AbstractIntlMessages,
  namespaces: readonly Namespace[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.map((name) => [name, all[name]]));
}
