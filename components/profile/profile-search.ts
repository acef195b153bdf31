// The profile's URL state: history page, status filter and tab (?page=2&status=failed&view=recent).
import { ORDER_STATUSES, type OrderStatus } from "@/lib/api/types/order";

export type ProfileView = "all" | "recent";
export type ProfileSearch = { page: number; status: OrderStatus | null; view: ProfileView };

type RawSearch = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? "");

/** Unknown values fall back to the defaults; a malformed page is null (the page answers 404). */
export function parseProfileSearch(search: RawSearch): Omit<ProfileSearch, "page"> & { page: number | null } {
  const rawPage = first(search.page);
  const page = rawPage === undefined ? 1 : /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : null;
  const status = first(search.status);
  return {
    page,
    status: isStatus(status) ? status : null,
    view: first(search.view) === "recent" ? "recent" : "all",
  };
}

export const PROFILE_PATH = "/profile";

/** The profile URL for a state; defaults are left out so /profile stays the canonical first page. */
export function buildProfileHref({ page = 1, status = null, view = "all" }: Partial<ProfileSearch>): string {
  const params = new URLSearchParams();
  if (view === "recent") params.set("view", view);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PROFILE_PATH}?${query}` : PROFILE_PATH;
}
