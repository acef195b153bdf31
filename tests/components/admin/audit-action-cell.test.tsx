// The audit log's action column: the Russian label with the raw name beside it (both visible in the table), the
// raw name alone for an action without a label, and a label for every action the services write.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { useTranslations as translatorOf } from "next-intl";
import { AdminTable } from "@/components/admin/admin-table";
import { auditActionCell } from "@/components/admin/audit-action-cell";

// Outside a component: the jsdom stand-in's translator is a plain function.
const t = translatorOf("admin");

/**
 * Every "a.b" on a line that names an audit action under lib/server/admin and lib/server/operator (`action: …`,
 * `audited(actor, …)`, `auditStandoffMark(actor, …)`).
 */
/** The actions the services under `dir` record: the files that write the audit, in every domain. */
function writtenActions(dir = path.join(process.cwd(), "lib/server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return writtenActions(full);
    const text = readFileSync(full, "utf8");
    if (!/recordAudit|auditStandoffMark/.test(text)) return [];
    return text
      .split("\n")
      .filter((line) => /action|audit/i.test(line))
      .flatMap((line) => [...line.matchAll(/"([a-z_]+\.[a-z_]+)"/g)].map((m) => m[1]));
  });
}

describe("auditActionCell", () => {
  it("shows the label with the raw name beside it", () => {
    const cell = auditActionCell(t, "order.retry_delivery");
    render(
      <AdminTable
        caption="Журнал"
        columns={[{ id: "action", header: "Действие" }]}
        rows={[{ key: "1", cells: { action: cell } }]}
        empty="—"
      />,
    );
    expect(screen.getByRole("cell")).toHaveTextContent("Повтор выдачи order.retry_delivery");
  });

  it("falls back to the raw name for an action without a label", () => {
    expect(auditActionCell(t, "order.future_action")).toEqual({ text: "order.future_action", isMono: true });
  });

  it("has a label for every action the console's services record", () => {
    const prefixes = ["article", "contact", "faq_item", "game_banner", "gift_banner"];
    const templated = [
      ...prefixes.flatMap((p) => ["create", "update", "delete"].map((v) => `${p}.${v}`)),
      "game.logo",
      "gift.logo",
    ];
    const actions = [...new Set([...writtenActions(), ...templated])];
    expect(actions).toEqual(
      expect.arrayContaining(["order.retry_delivery", "standoff.bought", "user.block"]),
    );
    expect(actions.filter((a) => !t.has(`audit_action.${a}`))).toEqual([]);
  });
});
