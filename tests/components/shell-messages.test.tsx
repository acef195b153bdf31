// The shell's messages (issue 26): a server render again (router.refresh after sign-out or sign-in) hands the plain
// context a new copy of the same messages; the parts below (the open sign-in popup, the account menu) keep the value
// they have, so next-intl's provider around them does not change in the middle of their work.
import { render } from "@testing-library/react";
import { use } from "react";
import { ShellMessages, ShellMessagesContext } from "@/lib/i18n/shell-messages";

it("keeps the first messages when a later server render sends a new copy of them", () => {
  const seen: unknown[] = [];
  function Reader() {
    seen.push(use(ShellMessagesContext));
    return null;
  }
  const first = { auth: { popup: { title: "Вход" } } };
  const { rerender } = render(
    <ShellMessages messages={first}>
      <Reader />
    </ShellMessages>,
  );
  rerender(
    <ShellMessages messages={{ auth: { popup: { title: "Вход" } } }}>
      <Reader />
    </ShellMessages>,
  );
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(first);
});
