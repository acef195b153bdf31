// Types of scripts/crc32-combine.mjs for the tests that import it.
export declare function crc32Shift(length: number): number;
export declare function crc32Combine(crcA: number, crcB: number, shiftB: number): number;
