// Issue 26: a deferred island's server markup is kept as it is through hydration, and replaced by the live island
// once its chunk has come; the server renders the island in line (no Suspense boundary to stream it later).
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { deferredIsland } from "@/components/layout/deferred-island";

// React's own roots, not Testing Library's: act() is told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

function deferred() {
  let resolve!: (component: typeof Counter) => void;
  const load = jest.fn(() => new Promise<typeof Counter>((r) => (resolve = r)));
  return { load, resolve: (c: typeof Counter) => resolve(c) };
}

it("renders the island in line on the server", () => {
  const Server = deferredIsland(deferred().load, Counter);
  const html = renderToString(
    <main>
      <Server label="Товары" />
    </main>,
  );
  expect(html).not.toContain("<!--$");
  expect(html).toMatch(/^<main><div class="[^"]+"><button type="button">Товары 0<\/button><\/div><\/main>$/);
});

it("keeps the server's markup through hydration, then renders the live island over it once loaded", async () => {
  const Server = deferredIsland(deferred().load, Counter);
  const serverHtml = renderToString(<Server label="Товары" />);
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverButton = container.querySelector("button");
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});

  const { load, resolve } = deferred();
  const Client = deferredIsland(load, undefined);
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Client label="Товары" />);
  });
  // Hydrated: the markup is the server's own nodes, and the chunk has been asked for.
  expect(container.innerHTML).toBe(serverHtml);
  expect(container.querySelector("button")).toBe(serverButton);
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => resolve(Counter));
  expect(container.innerHTML).toBe(serverHtml);
  await act(async () => container.querySelector("button")!.click());
  expect(container.querySelector("button")!.textContent).toBe("Товары 1");
  expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
  act(() => root.unmount());
  container.remove();
  errors.mockRestore();
});

it("renders at once where the island has already loaded (a later page of the same visit)", async () => {
  const { load, resolve } = deferred();
  const Client = deferredIsland(load, undefined);
  const first = document.createElement("div");
  const { createRoot } = await import("react-dom/client");
  const firstRoot = createRoot(first);
  await act(async () => firstRoot.render(<Client label="A" />));
  await act(async () => resolve(Counter));
  expect(first.textContent).toBe("A 0");

  const second = document.createElement("div");
  const secondRoot = createRoot(second);
  act(() => secondRoot.render(<Client label="B" />));
  expect(second.textContent).toBe("B 0");
  expect(load).toHaveBeenCalledTimes(1);
  act(() => {
    firstRoot.unmount();
    secondRoot.unmount();
  });
});
