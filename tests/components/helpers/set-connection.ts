// Stands in for navigator.connection (the Network Information API jsdom lacks): an effective type, or none at all.
export function setConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    value:
      effectiveType === undefined
        ? undefined
        : { effectiveType, addEventListener: jest.fn(), removeEventListener: jest.fn() },
  });
}
