// Pages shown in the pager: the ends, the current page and its neighbours, "gap" for the hidden runs.
export type PagerItem = number | "gap";

export function listPageNumbers(current: number, total: number, around = 1): PagerItem[] {
  if (total <= 1) return [];
  const wanted = new Set([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && page - prev > 2) items.push("gap");
    items.push(page);
  });
  return items;
}
