// Types of scripts/demo-exposure.mjs for the test that imports it.
export declare function isLoopbackHostname(hostname: string | undefined): boolean;
export declare function demoExposureWarning(options: {
  hostname: string | undefined;
  storeMode: string | undefined;
}): string | null;
