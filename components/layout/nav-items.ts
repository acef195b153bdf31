// Main navigation of the store (SPEC.md section 2); labels are keys of the "nav" messages.
export const NAV_ITEMS = [
  { href: "/", key: "home" },
  { href: "/products", key: "products" },
  { href: "/gifts", key: "gifts" },
  { href: "/feedback", key: "feedback" },
  { href: "/info", key: "info" },
] as const;

/** The key of an item's label in the "nav" messages. */
export type NavKey = (typeof NAV_ITEMS)[number]["key"];

/** Home is active only on "/" (and its numbered pages); other sections also own their sub-paths. */
export function isNavItemActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/" || /^\/\d+\/?$/.test(pathname);
  return pathname === href || pathname.startsWith(`${href}/`);
}
