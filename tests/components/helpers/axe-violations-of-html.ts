// axe-core on server-rendered HTML, for tests in the node environment (which has no DOM of its own).
import axe from "axe-core";
import { JSDOM, VirtualConsole } from "jsdom";
import { AXE_OPTIONS, summariseViolations, type Violation } from "./axe-violations";

/** The violations of a page body, with the root layout's <html lang> and a title around it. */
export async function axeViolationsOfHtml(body: string): Promise<Violation[]> {
  const html = `<!doctype html><html lang="ru"><head><title>Магазин</title></head><body>${body}</body></html>`;
  // The virtual console drops jsdom's "not implemented" notes (canvas, which axe probes for icon fonts).
  const dom = new JSDOM(html, { runScripts: "outside-only", virtualConsole: new VirtualConsole() });
  try {
    dom.window.eval(axe.source);
    const inPage = (dom.window as unknown as { axe: typeof axe }).axe;
    return summariseViolations(await inPage.run(dom.window.document, AXE_OPTIONS));
  } finally {
    dom.window.close();
  }
}
