// What the order page shows after paying (issue 10): per-line statuses in Russian, codes and keys with copy
// buttons and activation instructions, what a top-up credited, the refund note, the Standoff lot to list with its
// price explained in words, and the form that corrects refused account details (progress, errors, re-delivery).
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/lib/api/orders", () => ({ getOrderDetails: jest.fn() }));
jest.mock("@/lib/api/feedback", () => ({ createFeedback: jest.fn() }));
jest.mock("@/lib/api/orders-supply-channel", () => ({
  updateSupplyDeliveryDetails: jest.fn(),
  listSupplyServers: jest.fn(),
}));
jest.mock("@/lib/api/orders-steam", () => ({ updateSteamDeliveryDetails: jest.fn() }));
jest.mock("@/lib/api/orders-standoff", () => ({ updateStandoffDeliveryDetails: jest.fn() }));

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderPage } from "@/components/order-page/order-page";
import { FetchError, ResponseError } from "@/lib/api/errors";
import { listSupplyServers, updateSupplyDeliveryDetails } from "@/lib/api/orders-supply-channel";
import { updateSteamDeliveryDetails } from "@/lib/api/orders-steam";
import type {
  LineDelivery,
  MooGoldOrder,
  OrderDetails,
  OrderHistoryLine,
  RokkyOrder,
  StandoffOrder,
  SteamOrder,
} from "@/lib/api/types/order";
import { pubgOrder, rokkyOrder, standoffOrder, steamOrder, supplyOrder } from "../profile/order-fixtures";

const supplyUpdate = updateSupplyDeliveryDetails as jest.MockedFunction<typeof updateSupplyDeliveryDetails>;
const servers = listSupplyServers as jest.MockedFunction<typeof listSupplyServers>;
const steamUpdate = updateSteamDeliveryDetails as jest.MockedFunction<typeof updateSteamDeliveryDetails>;

const sendingTimeline: OrderDetails["timeline"] = [
  { status: "created", created: "2026-05-12T11:05:00.000Z" },
  { status: "waiting_for_payment", created: "2026-05-12T11:06:00.000Z" },
  { status: "paid", created: "2026-05-12T11:07:00.000Z" },
  { status: "sending", created: "2026-05-12T11:07:30.000Z" },
];

const details = <T extends OrderDetails>(order: T): T => order;
const delivery = (d: Partial<LineDelivery>): LineDelivery => ({
  items: [],
  detail: null,
  incorrectDetails: null,
  refund: null,
  ...d,
});
const line = (l: Partial<OrderHistoryLine>): OrderHistoryLine => ({ ...supplyOrder.orderProducts[0], ...l });

function renderPage(order: OrderDetails) {
  return render(<OrderPage order={order} feedback={{ kind: "hidden" }} />);
}

const contents = () => screen.getByRole("region", { name: "Состав заказа" });
const linesShown = () => Array.from(contents().querySelectorAll<HTMLElement>("[data-line-id]"));

const writeText = jest.fn<Promise<void>, [string]>();
function stubClipboard() {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  writeText.mockResolvedValue(undefined);
}

beforeEach(() => {
  jest.clearAllMocks();
  servers.mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
});

/** A guest's supply order the provider refused: the player id is unknown. */
const refusedSupply: MooGoldOrder & OrderDetails = details({
  ...supplyOrder,
  status: "sending",
  rejectReason: null,
  moogoldUserId: "555550000",
  moogoldServer: null,
  moogoldServerName: null,
  moogoldServerCustomId: null,
  expiredAt: null,
  timeline: sendingTimeline,
  orderProducts: [
    line({
      status: "incorrect-details",
      delivery: delivery({
        incorrectDetails: { message: "Игрок с таким ID не найден", field: "moogold_user_id" },
      }),
    }),
  ],
});

describe("order page delivery", () => {
  it("names every line status in Russian", () => {
    renderPage({
      ...refusedSupply,
      orderProducts: (["completed", "refunded", "incorrect-details", "sending", "processing"] as const).map(
        (status, i) => line({ id: 50 + i, status, delivery: null }),
      ),
    });
    expect(
      linesShown().map((l) => within(l).getByText(/./, { selector: "[data-status]" }).textContent),
    ).toEqual(["Выполнено", "Возвращено", "Неверные данные", "Отправляется", "В обработке"]);
  });

  it("shows a completed line's codes with copy buttons while the order is still sending", async () => {
    const user = userEvent.setup();
    stubClipboard();
    renderPage({
      ...pubgOrder,
      status: "sending",
      expiredAt: null,
      timeline: sendingTimeline,
      orderProducts: [
        pubgOrder.orderProducts[0],
        { ...pubgOrder.orderProducts[1], status: "sending", codes: [] },
      ],
      codes: [pubgOrder.orderProducts[0].codes![0]],
    });
    const [done, sending] = linesShown();
    expect(within(done).getByText("KMUT-4ETM-WBKJ-BNBG")).toBeInTheDocument();
    expect(within(done).getByRole("list", { name: "Коды UC" })).toHaveTextContent("660 UC");
    expect(within(sending).queryByRole("button", { name: /Копировать/ })).toBeNull();
    stubClipboard();
    await user.click(within(done).getByRole("button", { name: "Копировать код KMUT-4ETM-WBKJ-BNBG" }));
    expect(writeText).toHaveBeenCalledWith("KMUT-4ETM-WBKJ-BNBG");
  });

  it("shows a gift's key with copy and its activation instructions", async () => {
    const user = userEvent.setup();
    const instructions = "Откройте Steam → «Активировать продукт» и введите ключ.";
    const gift: RokkyOrder = {
      ...rokkyOrder,
      delivery: { items: [{ code: rokkyOrder.code!, instructions }], detail: null },
    };
    renderPage({ ...gift, expiredAt: null, timeline: [] });
    expect(within(contents()).getByText("7KQ2M-XR9PT-4HDWA")).toBeInTheDocument();
    expect(within(contents()).getByText("Как активировать")).toBeInTheDocument();
    expect(within(contents()).getByText(instructions)).toBeInTheDocument();
    stubClipboard();
    await user.click(screen.getByRole("button", { name: "Копировать код 7KQ2M-XR9PT-4HDWA" }));
    expect(writeText).toHaveBeenCalledWith("7KQ2M-XR9PT-4HDWA");
  });

  it("shows keys delivered for a line, each with its instructions", () => {
    renderPage({
      ...refusedSupply,
      status: "done",
      orderProducts: [
        line({
          status: "completed",
          delivery: delivery({
            items: [
              { code: "AAAAA-BBBBB-CCCCC", instructions: "Введите ключ в лаунчере." },
              { code: "DDDDD-EEEEE-FFFFF", instructions: "Введите ключ в лаунчере." },
            ],
          }),
        }),
      ],
    });
    const keys = within(contents()).getByRole("list", { name: "Ключи" });
    expect(within(keys).getAllByRole("listitem")).toHaveLength(2);
    expect(
      within(keys).getByRole("button", { name: "Копировать код DDDDD-EEEEE-FFFFF" }),
    ).toBeInTheDocument();
    expect(within(keys).getAllByText("Введите ключ в лаунчере.")).toHaveLength(2);
  });

  it("says what a Steam top-up credited", () => {
    const steam: SteamOrder = {
      ...steamOrder,
      status: "done",
      orderProducts: [
        {
          ...steamOrder.orderProducts[0],
          status: "completed",
          delivery: delivery({ detail: "Зачислено 500\u00a0₽ на кошелёк Steam логина demo_gamer" }),
        },
      ],
    };
    renderPage({ ...steam, expiredAt: null, timeline: [] });
    expect(within(contents()).getByText("Зачислено 500 ₽ на кошелёк Steam логина demo_gamer")).toBeVisible();
  });

  it("says how much a refunded line gave back and where", () => {
    const refunded = (destination: "balance" | "card", isPending = false) =>
      line({
        id: destination === "balance" ? 61 : isPending ? 63 : 62,
        status: "refunded",
        delivery: delivery({
          refund: { amount: "89.00", destination, isPending, reason: "Товара нет в наличии у поставщика" },
        }),
      });
    renderPage({
      ...refusedSupply,
      status: "done",
      orderProducts: [refunded("balance"), refunded("card"), refunded("card", true)],
    });
    const notes = screen.getAllByTestId("refund-note");
    expect(notes[0]).toHaveTextContent("Возвращено 89 ₽ на баланс в магазине");
    expect(notes[1]).toHaveTextContent("Возвращено 89 ₽ на карту или счёт, с которого вы платили.");
    expect(notes[2]).toHaveTextContent("Возврат 89 ₽ на карту или счёт, с которого вы платили, оформлен");
    expect(notes[0]).toHaveTextContent("Причина: Товара нет в наличии у поставщика");
  });

  it("tells a paid Standoff order which skin to list at which exact price, explained in words", async () => {
    const user = userEvent.setup();
    const paid: StandoffOrder & OrderDetails = {
      ...standoffOrder,
      status: "sending",
      isPaymentActive: false,
      expiredAt: null,
      timeline: sendingTimeline,
      orderProducts: standoffOrder.orderProducts.map((l) => ({ ...l, status: "sending" })),
      standoffListing: {
        skinName: 'P350 "Forest Spirit"',
        skinPicture: "/images/products/standoff-skin.svg",
        gold: "500.00",
        marketFee: "7.25",
        fee: "36.25",
        surplus: "0.16",
        price: "536.41",
      },
    };
    renderPage(paid);
    const card = screen.getByRole("region", { name: "Выставьте скин на рынке Standoff 2" });
    expect(card).toHaveTextContent('выставьте на рынке игры скин «P350 "Forest Spirit"» ровно за 536.41 G');
    expect(within(card).getByTestId("standoff-price")).toHaveTextContent("536.41 G");
    expect(card).toHaveTextContent("500.00 G — голда, которую вы купили.");
    expect(card).toHaveTextContent("36.25 G — комиссия рынка (7.25 %)");
    expect(card).toHaveTextContent("0.16 G — небольшая добавка к цене: по ней мы узнаем именно ваш лот");
    expect(card).not.toHaveTextContent("Надбавка");
    stubClipboard();
    await user.click(within(card).getByRole("button", { name: "Копировать цену лота 536.41" }));
    expect(writeText).toHaveBeenCalledWith("536.41");
  });

  it("shows no Standoff lot without a listing from the server", () => {
    renderPage({ ...standoffOrder, expiredAt: null, timeline: [], standoffListing: null });
    expect(screen.queryByTestId("standoff-listing")).toBeNull();
  });
});

describe("correcting refused account details", () => {
  const form = () => screen.getByRole("region", { name: "Исправьте данные аккаунта" });

  it("is offered only while a line waits for new details", () => {
    renderPage({ ...refusedSupply, orderProducts: [line({ status: "sending" })] });
    expect(screen.queryByTestId("delivery-details-form")).toBeNull();
  });

  it("prefills the refused field, says why, and re-delivers on submit with progress shown", async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    supplyUpdate.mockImplementation(() => new Promise((resolve) => (answer = () => resolve({} as never))));
    renderPage(refusedSupply);
    expect(
      within(contents()).getByText("Поставщик не принял данные аккаунта: Игрок с таким ID не найден"),
    ).toBeVisible();
    const input = within(form()).getByLabelText("ID игрока");
    expect(input).toHaveValue("555550000");
    expect(within(form()).getByText("Это значение поставщик не принял.")).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, " 555551234 ");
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    // The order's hash goes along: the page may be opened from the e-mail's link on another device (no cookie).
    expect(supplyUpdate).toHaveBeenCalledWith({
      id: refusedSupply.id,
      moogoldUserId: "555551234",
      orderHash: refusedSupply.hash,
    });
    expect(within(form()).getByRole("button", { name: "Отправляем…" })).toBeDisabled();

    answer();
    expect(await within(form()).findByText(/Данные обновлены: выполняем заказ заново/)).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(within(form()).queryByRole("button", { name: "Отправить и выполнить заказ" })).toBeNull();
  });

  it("checks the field as the API does before sending, and shows the API's own field error", async () => {
    const user = userEvent.setup();
    renderPage(refusedSupply);
    const input = within(form()).getByLabelText("ID игрока");
    await user.clear(input);
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(await within(form()).findByText("Это поле не может быть пустым.")).toBeInTheDocument();
    expect(supplyUpdate).not.toHaveBeenCalled();

    supplyUpdate.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, {
        moogoldUserId: ["Введите ID из профиля игры: только цифры."],
      }),
    );
    await user.type(input, "abc");
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(await within(form()).findByText("Введите ID из профиля игры: только цифры.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says so when the store cannot be reached or refuses the order, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderPage(refusedSupply);
    const input = within(form()).getByLabelText("ID игрока");
    await user.clear(input);
    await user.type(input, "555551234");
    supplyUpdate.mockRejectedValueOnce(new FetchError(new TypeError("offline")));
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent("Нет связи с сервером");
    expect(input).toHaveValue("555551234");

    supplyUpdate.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, {
        nonFieldErrors: ["Заказ уже нельзя изменить: его оплата начата или он завершён."],
      }),
    );
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(await within(form()).findByText(/Заказ уже нельзя изменить/)).toBeInTheDocument();
  });

  it("offers the game's servers when the order names one from the list", async () => {
    const user = userEvent.setup();
    servers.mockResolvedValue({
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 7, name: "Europe" },
        { id: 8, name: "Asia" },
      ],
    });
    supplyUpdate.mockResolvedValue({} as never);
    renderPage({
      ...refusedSupply,
      moogoldServer: 7,
      moogoldServerName: "Europe",
      orderProducts: [
        line({
          status: "incorrect-details",
          delivery: delivery({ incorrectDetails: { message: "Неверный сервер", field: "moogold_server" } }),
        }),
      ],
    });
    const select = within(form()).getByLabelText("Сервер");
    expect(select).toHaveValue("7");
    expect(await within(select).findByRole("option", { name: "Asia" })).toBeInTheDocument();
    expect(servers).toHaveBeenCalledWith({ gameId: refusedSupply.game!.id, pageSize: 100 });
    expect(within(form()).getByText("Это значение поставщик не принял.")).toBeInTheDocument();
    await user.selectOptions(select, "8");
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(supplyUpdate).toHaveBeenCalledWith({
      id: refusedSupply.id,
      moogoldUserId: "555550000",
      moogoldServer: 8,
      orderHash: refusedSupply.hash,
    });
  });

  it("asks a Steam order for the Steam login", async () => {
    const user = userEvent.setup();
    steamUpdate.mockResolvedValue({} as never);
    renderPage({
      ...steamOrder,
      status: "sending",
      expiredAt: null,
      timeline: sendingTimeline,
      orderProducts: [
        {
          ...steamOrder.orderProducts[0],
          status: "incorrect-details",
          delivery: delivery({
            incorrectDetails: {
              message: "Аккаунт Steam с таким логином не найден",
              field: "steam_account_id",
            },
          }),
        },
      ],
    });
    expect(
      screen.getByText("Поставщик не принял данные аккаунта: Аккаунт Steam с таким логином не найден"),
    ).toBeVisible();
    const input = within(form()).getByLabelText("Логин Steam");
    await user.clear(input);
    await user.type(input, "real_login");
    await user.click(within(form()).getByRole("button", { name: "Отправить и выполнить заказ" }));
    expect(steamUpdate).toHaveBeenCalledWith({
      id: steamOrder.id,
      steamAccountId: "real_login",
      orderHash: steamOrder.hash,
    });
  });
});
