// The modules every game checkout test replaces, mocked once: import this file first (before the harness or
// anything that imports the checkout), e.g. `import { address, router } from "./checkout-mocks";`.
// next-intl is the stable stand-in; next/navigation gives `router` to inspect and reads the page address from
// `address` (set it to play /games/{id}?repeat=...); next/image is a plain <img>; the games and order API
// calls (orders, pubg, standoff, steam, supply channel) are bare jest.fn()s for each test to script.
jest.mock("next-intl", () => jest.requireActual("./stable-intl-mock"));
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.search),
}));
jest.mock("next/image", () => ({
  __esModule: true,
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
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
