// The small store that replaced jotai in the shell (issue 26): a set value reaches every reader, an unchanged one
// renders nothing again, an update function sees the current value, and hydration reads what the server rendered.
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createValueStore, useStoreValue, type ValueStore } from "@/lib/state/value-store";

function Reader({ store, onRender }: { store: ValueStore<number>; onRender?: () => void }) {
  onRender?.();
  return <output>{useStoreValue(store)}</output>;
}

it("gives readers the value set from outside React, and an update function the current value", () => {
  const store = createValueStore(1);
  render(<Reader store={store} />);
  expect(screen.getByRole("status")).toHaveTextContent("1");
  act(() => store.set(2));
  expect(screen.getByRole("status")).toHaveTextContent("2");
  act(() => store.set((n) => n * 10));
  expect(store.get()).toBe(20);
  expect(screen.getByRole("status")).toHaveTextContent("20");
});

it("does not tell its readers of a value that did not change", () => {
  const store = createValueStore(5);
  const onRender = jest.fn();
  render(<Reader store={store} onRender={onRender} />);
  const renders = onRender.mock.calls.length;
  act(() => store.set(5));
  expect(onRender).toHaveBeenCalledTimes(renders);
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  act(() => store.set(6));
  unsubscribe();
  act(() => store.set(7));
  expect(listener).toHaveBeenCalledTimes(1);
});

it("hydrates with the server's value, then shows the one set in the browser before", async () => {
  const store = createValueStore(0);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Reader store={store} />);
  document.body.append(container);
  store.set(3); // e.g. the session read its cookies before React hydrated the header
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Reader store={store} />);
  });
  expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
  errors.mockRestore();
  expect(container.querySelector("output")).toHaveTextContent("3");
});
