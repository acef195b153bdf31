jest.mock("@/components/system/reload-page", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));
let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

import { act, render, screen } from "@testing-library/react";
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_URL,
  checkForNewBuild,
  isBuildStale,
  resetBuildState,
} from "@/components/system/build-state";
import { BuildWatcher } from "@/components/system/build-watcher";
import { assignLocation, reloadPage } from "@/components/system/reload-page";

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

let fetchMock: jest.Mock;

// jsdom cannot navigate; stop link default actions after the watcher's capture-phase listener has run.
const stopNavigation = (event: Event) => event.preventDefault();
beforeAll(() => window.addEventListener("click", stopNavigation));
afterAll(() => window.removeEventListener("click", stopNavigation));

beforeEach(() => {
  resetBuildState();
  mockPathname = "/";
  (assignLocation as jest.Mock).mockReset();
  (reloadPage as jest.Mock).mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

afterEach(() => jest.useRealTimers());

describe("checkForNewBuild", () => {
  it("polls /api/build/ and reports a different build id", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ build_id: "new" }));
    await expect(checkForNewBuild("old")).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(BUILD_URL, expect.objectContaining({ cache: "no-store" }));
  });

  it("is quiet for the same id, errors, bad bodies and an unknown own id", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ build_id: "same" }));
    await expect(checkForNewBuild("same")).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 503));
    await expect(checkForNewBuild("same")).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(checkForNewBuild("same")).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(jsonResponse({ nope: 1 }));
    await expect(checkForNewBuild("same")).resolves.toBe(false);
    await expect(checkForNewBuild("")).resolves.toBe(false);
  });
});

describe("BuildWatcher", () => {
  /** The watcher of build-1 and a plain same-origin link, which it intercepts once the build is stale. */
  const renderWithLink = () =>
    render(
      <>
        <BuildWatcher buildId="build-1" />
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain same-origin link is what the watcher intercepts */}
        <a href="/gifts">Подарки</a>
      </>,
    );

  it("checks every 60 minutes; after a new build, the next link click loads the page in full", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ build_id: "build-2" }));
    renderWithLink();
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);

    await act(async () => jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isBuildStale()).toBe(true);

    act(() => screen.getByRole("link", { name: "Подарки" }).click());
    expect(assignLocation).toHaveBeenCalledWith("http://localhost/gifts");
  });

  it("lets link clicks through while the build is current", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ build_id: "build-1" }));
    renderWithLink();
    await act(async () => jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS));
    expect(isBuildStale()).toBe(false);
    act(() => screen.getByRole("link", { name: "Подарки" }).click());
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it("reloads after a programmatic navigation once the build is stale", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ build_id: "build-2" }));
    const { rerender } = render(<BuildWatcher buildId="build-1" />);
    await act(async () => jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS));
    expect(reloadPage).not.toHaveBeenCalled();
    mockPathname = "/products";
    rerender(<BuildWatcher buildId="build-1" />);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("does not poll without a baked-in build id (development)", async () => {
    jest.useFakeTimers();
    render(<BuildWatcher buildId="" />);
    await act(async () => jest.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
