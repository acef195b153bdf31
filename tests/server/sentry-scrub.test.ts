// What an error report may carry off-site: no reset token, code or signature in a URL, no order hash (it opens the
// order), in the request, the transaction name or the breadcrumbs of navigations and fetches.
import type { ErrorEvent } from "@sentry/nextjs";
import { scrubEvent, scrubUrl } from "@/sentry.common.config";

const HASH = "0123456789abcdef0123456789abcdef";

it("masks reset tokens, codes, signatures and order hashes in URLs, and nothing else", () => {
  expect(scrubUrl("https://shop.test/auth/reset-password?uid=MQ&token=abc-123")).toBe(
    "https://shop.test/auth/reset-password?uid=MQ&token=[Filtered]",
  );
  expect(scrubUrl(`https://shop.test/orders/${HASH}/pay`)).toBe("https://shop.test/orders/:key/pay");
  expect(scrubUrl(`/api/orders/${HASH}/details/?code=x#sign=y`)).toBe(
    "/api/orders/:key/details/?code=[Filtered]#sign=[Filtered]",
  );
  expect(scrubUrl(`/orders/${HASH}`)).toBe("/orders/:key");
  expect(scrubUrl(`/games/${HASH}0`)).toBe(`/games/${HASH}0`);
  expect(scrubUrl("/games/12?page=2")).toBe("/games/12?page=2");
});

it("scrubs the request's URL, the transaction and the navigation and fetch breadcrumbs", () => {
  const event = scrubEvent({
    type: undefined,
    transaction: `/orders/${HASH}/pay`,
    request: {
      url: "https://shop.test/auth/reset-password?uid=MQ&token=secret-token",
      query_string: "uid=MQ&token=secret-token",
      cookies: { access: "x" },
    },
    breadcrumbs: [
      { category: "navigation", data: { from: "/", to: `/orders/${HASH}/pay` } },
      {
        category: "fetch",
        data: { url: "/api/auth/users/reset_password_confirm/?token=t1", method: "POST" },
      },
      { category: "console", message: `opened https://shop.test/orders/${HASH}/details` },
    ],
  } as ErrorEvent);
  const text = JSON.stringify(event);
  expect(text).not.toContain("secret-token");
  expect(text).not.toContain(HASH);
  expect(text).not.toContain("t1");
  expect(event.request?.cookies).toBeUndefined();
  expect(event.transaction).toBe("/orders/:key/pay");
  expect(event.breadcrumbs?.[0].data).toEqual({ from: "/", to: "/orders/:key/pay" });
  expect(event.breadcrumbs?.[1].data?.method).toBe("POST");
});
