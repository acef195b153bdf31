// Types of scripts/bench-profile.mjs for the tests that import it.
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};
export declare function topSelfTime(
  profile: CpuProfile,
  top?: number,
  windows?: { fromUs: number; toUs: number }[],
): { function: string; where: string; "self ms": number; share: string }[];
export declare const monotonicUs: () => number;
