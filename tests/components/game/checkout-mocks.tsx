// The modules every game checkout test replaces, mocked once: import this file first (before the harness or
// anything that imports the checkout), e.g. `import { address, router } from "./checkout-mocks";`.
// next-intl is the stable stand-in; next/navigation gives `router` to inspect and reads the page address from
// `address` (set it to play /games/{id}?repeat=...); the games and order API
// calls (orders, pubg, standoff, steam, supply channel) are bare jest.fn()s for each test to script, through
// `api` (e.g. `api.createPubgOrder.mockResolvedValue(...)`).
import type * as GamesApi from "@/lib/api/games";
import type * as OrdersApi from "@/lib/api/orders";
import type * as PubgApi from "@/lib/api/orders-pubg";
import type * as StandoffApi from "@/lib/api/orders-standoff";
import type * as SteamApi from "@/lib/api/orders-steam";
import type * as SupplyApi from "@/lib/api/orders-supply-channel";

jest.mock("next-intl", () => jest.requireActual("./stable-intl-mock"));
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.search),
}));
jest.mock("@/lib/api/games", () => ({ getGame: jest.fn(), lookupPlayer: jest.fn() }));
jest.mock("@/lib/api/orders", () => ({
  getOrderDetails: jest.fn(),
  listOrders: jest.fn(() => Promise.resolve({ count: 0, next: null, previous: null, results: [] })),
}));
jest.mock("@/lib/api/orders-pubg", () => ({ createPubgOrder: jest.fn() }));
jest.mock("@/lib/api/orders-standoff", () => ({
  createStandoffOrder: jest.fn(),
  updateStandoffDeliveryDetails: jest.fn(),
  uploadStandoffAvatar: jest.fn(),
  getStandoffLastOrderData: jest.fn(),
}));
jest.mock("@/lib/api/orders-steam", () => ({
  createSteamOrder: jest.fn(),
  getSteamLastOrderData: jest.fn(),
}));
jest.mock("@/lib/api/orders-supply-channel", () => ({
  createSupplyOrder: jest.fn(),
  getSupplyLastOrderData: jest.fn(),
}));

export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
/** The page's path and query string as the checkout's hooks read them. */
export const address = { pathname: "/games/1", search: "" };

/** The mocked API modules above in one object, typed as mocks (only the functions the mocks define exist). */
export const api = {
  ...jest.mocked(jest.requireMock<typeof GamesApi>("@/lib/api/games")),
  ...jest.mocked(jest.requireMock<typeof OrdersApi>("@/lib/api/orders")),
  ...jest.mocked(jest.requireMock<typeof PubgApi>("@/lib/api/orders-pubg")),
  ...jest.mocked(jest.requireMock<typeof StandoffApi>("@/lib/api/orders-standoff")),
  ...jest.mocked(jest.requireMock<typeof SteamApi>("@/lib/api/orders-steam")),
  ...jest.mocked(jest.requireMock<typeof SupplyApi>("@/lib/api/orders-supply-channel")),
};
