// The error boundaries (app/error.tsx, app/(store)/error.tsx) load the error screen when an error is shown, not with
// every page (issue 26; tests/e2e/first-load.spec.ts checks a guest's first load has none of its code): the screen
// still comes, with the status, the message and the go-home button.
jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

import { render, screen } from "@testing-library/react";
import AppError from "@/app/error";
import StoreError from "@/app/(store)/error";
import messages from "@/messages/ru.json";

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe.each([
  ["app/error.tsx", AppError],
  ["app/(store)/error.tsx", StoreError],
])("%s", (_, Boundary) => {
  it("shows a full-screen spinner until the error screen's code has loaded, then the screen", async () => {
    const error = Object.assign(new Error("gone"), { status: 404 });
    render(<Boundary error={error} reset={jest.fn()} />);
    // SPEC.md section 2: "A full-screen spinner shows while the error is not yet available."
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(messages.errors.not_found);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.errors.go_home })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
