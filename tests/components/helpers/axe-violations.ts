// axe-core's violations, in a form a test failure can be read from: the rule and the markup.
import axe from "axe-core";

export type Violation = { id: string; nodes: string[] };

/** Every rule axe runs by default but colour contrast: a test DOM does not apply the CSS that sets colours. */
export const AXE_OPTIONS: axe.RunOptions = {
  resultTypes: ["violations"],
  rules: { "color-contrast": { enabled: false } },
};

export const summariseViolations = (result: axe.AxeResults): Violation[] =>
  result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 200)) }));

/** The violations of the test's own DOM (jsdom environment). */
export async function axeViolations(root: Element | Document = document): Promise<Violation[]> {
  return summariseViolations(await axe.run(root, AXE_OPTIONS));
}
