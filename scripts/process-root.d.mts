// Types of scripts/process-root.mjs: the same root as lib/server/runtime/process-root.ts.
import type { ProcessRoot } from "../lib/server/runtime/process-root";

export declare function processRoot(): ProcessRoot;
