// react-hook-form's zod resolver for the browser's forms. zod probes whether it may compile parsers with
// new Function; the page's CSP forbids eval, and even the caught probe is reported as a violation, so every form
// takes the resolver from here, after zod is told not to compile (parsers without it are just as correct). Set
// here rather than at start-up so that pages with no form do not load zod at all (first-load JS budget).
import { config } from "zod/v4/core";

config({ jitless: true });

export { zodResolver } from "@hookform/resolvers/zod";
