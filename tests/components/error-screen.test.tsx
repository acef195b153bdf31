jest.mock("next-intl", () => jest.requireActual("./helpers/next-intl-mock"));

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorScreen } from "@/components/layout/error-screen";
import { readErrorStatus } from "@/components/layout/read-error-status";
import { RouteError } from "@/components/layout/route-error";
import messages from "@/messages/ru.json";

beforeEach(() => {
  push.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe("error screen", () => {
  it("shows status 500 and errors.any_other for an ordinary error, and titles the page 'Brand 500'", () => {
    render(<RouteError error={new Error("boom")} reset={jest.fn()} />);
    expect(screen.getByText("500")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.errors.any_other);
    expect(document.title).toBe(`${messages.brand.name} 500`);
  });

  it("uses errors.not_found and the status for a 404 error", () => {
    const error = Object.assign(new Error("Response returned an error code"), { status: 404 });
    render(<RouteError error={error} reset={jest.fn()} />);
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.errors.not_found);
    expect(document.title).toBe(`${messages.brand.name} 404`);
  });

  it("keeps any other known status with the generic message", () => {
    render(<RouteError error={{ response: { status: 503 } }} reset={jest.fn()} />);
    expect(screen.getByText("503")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(messages.errors.any_other);
  });

  it("go-home button (label from errors.go_home) clears the error, then navigates to /", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const reset = jest.fn(() => calls.push("reset"));
    push.mockImplementation((href: string) => calls.push(`push ${href}`));
    render(<RouteError error={new Error("boom")} reset={reset} />);
    await user.click(screen.getByRole("button", { name: messages.errors.go_home }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith("/");
    expect(calls).toEqual(["reset", "push /"]);
  });

  it("shows a full-screen spinner while the error is not available", () => {
    render(<ErrorScreen status={null} />);
    expect(screen.getByTestId("full-screen-spinner")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(messages.errors.pending);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("renders the detail line and a home link when there is no reset handler (not-found)", () => {
    render(<ErrorScreen status={404} detail="Страница не найдена: /nope" />);
    expect(screen.getByText("Страница не найдена: /nope")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: messages.errors.go_home })).toHaveAttribute("href", "/");
  });
});

describe("readErrorStatus", () => {
  it.each([
    [new Error("x"), 500],
    [{ status: 404 }, 404],
    [{ statusCode: 408 }, 408],
    [{ response: { status: 503 } }, 503],
    [{ digest: "HTTP_STATUS;410" }, 410],
    [{ status: 200 }, 500],
    [{ status: "404" }, 500],
    ["text", 500],
    [null, 500],
  ])("%p -> %p", (error, status) => {
    expect(readErrorStatus(error)).toBe(status);
  });
});
