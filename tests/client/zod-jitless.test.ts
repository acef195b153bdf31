// instrumentation-client.ts turns zod's compiled parsers off through the global zod reads its settings from, so a
// page's CSP (no eval) never sees zod's `new Function` probe, and the file need not import zod. Pins that zod still
// reads that global: schemas built after it parse without constructing a single function.

it("zod built after the browser's start-up code never compiles with new Function", async () => {
  const compiled: string[] = [];
  const RealFunction = globalThis.Function;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      compiled.push(String(args.at(-1)));
      return Reflect.construct(target, args);
    },
  });
  try {
    await import("@/instrumentation-client");
    const { z } = await import("zod");
    const schema = z.object({ name: z.string(), items: z.array(z.object({ n: z.number() })) });
    expect(schema.parse({ name: "x", items: [{ n: 1 }] })).toEqual({ name: "x", items: [{ n: 1 }] });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(compiled).toEqual([]);
  } finally {
    globalThis.Function = RealFunction;
  }
});

it("zod's settings are the global object the start-up code writes", async () => {
  const { globalConfig } = await import("zod/v4/core");
  expect(globalConfig).toBe((globalThis as Record<string, unknown>).__zod_globalConfig);
});
