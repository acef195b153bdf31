// ?page= of a server-rendered list: absent means 1; anything but a positive integer is not a page.
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

export const feedbackHref = (page: number) => (page <= 1 ? "/feedback" : `/feedback?page=${page}`);
