// A page is kept by the page cache only when it says so (issue 26 review: opt-in, not "public unless marked"). A
// storefront page that shows the same thing to every anonymous visitor calls `publicPage()` in its render; the page
// cache (server/page-cache.ts) then keeps it if, in addition, everything it read was tagged public data
// (tag-collector.ts). A page that does not declare itself (an order, the profile, the console, a new page someone
// forgot) is never kept, whatever it read.
import { currentContext } from "../http/request-context";

/** Declares the page being rendered the same for every anonymous visitor of its country (no-op outside a request). */
export function publicPage(): void {
  const context = currentContext();
  if (context) context.isPublicPage = true;
}
