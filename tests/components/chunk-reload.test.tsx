jest.mock("@/components/system/reload-page", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

import { render } from "@testing-library/react";
import { reloadPage } from "@/components/system/reload-page";
import { ChunkReload } from "@/components/system/chunk-reload";
import { isChunkLoadError } from "@/components/system/is-chunk-load-error";
import { RELOAD_GUARD_MS, RELOAD_STAMP_KEY, reloadWithGuard } from "@/components/system/reload-guard";

function chunkError() {
  const error = new Error("Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)");
  error.name = "ChunkLoadError";
  return error;
}

function dispatchRejection(reason: unknown) {
  const event = new Event("unhandledrejection") as Event & { reason?: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

describe("isChunkLoadError", () => {
  it.each([
    [chunkError(), true],
    [new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"), true],
    ["Loading chunk app/page failed.", true],
    [{ name: "ChunkLoadError", message: "" }, true],
    [new Error("Cannot read properties of undefined"), false],
    [new TypeError("Failed to fetch"), false],
    [undefined, false],
  ])("%p -> %p", (value, expected) => {
    expect(isChunkLoadError(value)).toBe(expected);
  });
});

describe("reloadWithGuard", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("reloads, then refuses another reload within 10 s, and allows it after", () => {
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadWithGuard(reload, t0)).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_STAMP_KEY)).toBe(String(t0));
    expect(reloadWithGuard(reload, t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadWithGuard(reload, t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});

describe("ChunkReload", () => {
  const reload = reloadPage as jest.Mock;

  beforeEach(() => {
    reload.mockReset();
    window.sessionStorage.clear();
    jest.useFakeTimers({ now: 1_700_000_000_000 });
  });

  afterEach(() => jest.useRealTimers());

  it("reloads on a chunk load rejection, but not again within 10 s", () => {
    render(<ChunkReload />);
    dispatchRejection(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);

    jest.setSystemTime(Date.now() + 5_000);
    dispatchRejection(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);

    jest.setSystemTime(Date.now() + 5_000);
    dispatchRejection(chunkError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads on a window error event caused by a missing chunk", () => {
    render(<ChunkReload />);
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError(), message: "ChunkLoadError" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("ignores other errors", () => {
    render(<ChunkReload />);
    dispatchRejection(new Error("network down"));
    window.dispatchEvent(
      new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" }),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("stops listening after unmount", () => {
    const { unmount } = render(<ChunkReload />);
    unmount();
    dispatchRejection(chunkError());
    expect(reload).not.toHaveBeenCalled();
  });
});
