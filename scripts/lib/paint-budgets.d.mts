// Types of scripts/lib/paint-budgets.mjs for the TypeScript that imports it (tests/server/bench-tools.test.ts).
export declare const PAINT_TARGETS: {
  jsOverEmptyKiB: number;
  lcpOverEmptyMs: number;
  score: number;
  cls: number;
  tbtMs: number;
};
export declare function paintBudgetsBeside(empty: { score: number; tbtMs: number }): {
  score: number;
  tbtMs: number;
};
