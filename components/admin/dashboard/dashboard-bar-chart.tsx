"use client";
// One bar chart of the console's dashboard, drawn by recharts (imported here alone, under components/admin, so it
// reaches no storefront bundle). The chart is a picture with a summary for screen readers: the exact figures are
// in the table beside it. Bar heights are integers (whole roubles, counts); the tooltip shows the exact text.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import styles from "./dashboard.module.css";

export type ChartBar = {
  /** The axis label (a day, a game, a status). */
  name: string;
  /** The bar's height: an integer. */
  value: number;
  /** What the tooltip says (a formatted amount, a count). */
  text: string;
};

type Props = {
  /** The summary read instead of the picture. */
  label: string;
  bars: ChartBar[];
  /** Long names (games) read best as horizontal bars. */
  isHorizontal?: boolean;
};

export function DashboardBarChart({ label, bars, isHorizontal = false }: Props) {
  const height = isHorizontal ? Math.max(160, bars.length * 36) : 240;
  return (
    <figure className={styles.chart} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={bars}
          layout={isHorizontal ? "vertical" : "horizontal"}
          margin={{ top: 8, right: 16, bottom: 8, left: isHorizontal ? 8 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          {isHorizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} fontSize={12} />
              <YAxis type="category" dataKey="name" width={160} fontSize={12} />
            </>
          ) : (
            <>
              <XAxis dataKey="name" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} width={72} />
            </>
          )}
          <Tooltip
            formatter={(_value, _name, item) => [(item.payload as ChartBar).text, ""]}
            separator=""
            cursor={{ fill: "var(--color-surface-hover)" }}
          />
          <Bar dataKey="value" fill="var(--color-accent)" radius={3} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
