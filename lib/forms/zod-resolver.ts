// react-hook-form's zod resolver for the browser's forms, with zod's compiled parsers off (they need eval, which the
// page's CSP forbids). instrumentation-client.ts already sets this before any page code runs; repeated here so a
// form is safe wherever it is rendered (tests, a page without the instrumentation).
import { config } from "zod/v4/core";

config({ jitless: true });

export { zodResolver } from "@hookform/resolvers/zod";
