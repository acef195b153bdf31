const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CountrySelector, SELECT_COUNTRY_URL } from "@/components/layout/country-selector";
import { NotificationHost } from "@/components/notifications/notification-host";
import { activeCurrencyStore } from "@/lib/state/active-currency";
import { initialNotificationsState, notificationsStore } from "@/lib/state/notifications";
import messages from "@/messages/ru.json";

const countries = [
  { id: 1, flag: "/images/flags/ru.svg", name: "Россия" },
  { id: 2, flag: "/images/flags/kz.svg", name: "Казахстан" },
];
const active = { ...countries[0], currency: "RUB", rate: "1.000000" };
/** What the selector's server part hands it (the same messages). */
const labels = {
  label: messages.country.label,
  changeFailed: messages.country.change_failed,
  currency: messages.country.currency.split("{currency}") as [string, string],
};

let fetchMock: jest.Mock;

beforeEach(() => {
  refresh.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  notificationsStore.set(initialNotificationsState);
});

describe("CountrySelector", () => {
  it("is a labelled select showing the active country's flag, name and currency", () => {
    const { container } = render(<CountrySelector countries={countries} active={active} labels={labels} />);
    const select = screen.getByRole("combobox", { name: messages.country.label });
    expect(select).toHaveValue("1");
    expect(screen.getByRole("option", { name: "Россия" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Казахстан" })).toBeInTheDocument();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/flags/ru.svg");
    expect(select).toHaveAccessibleDescription("Валюта: RUB");
  });

  it("posts {country_id} with credentials and shows the answered country", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: async () => ({
        id: 2,
        flag: "/images/flags/kz.svg",
        name: "Казахстан",
        currency: "KZT",
        rate: "0.190000",
        method_groups: [],
      }),
    });
    const { container } = render(<CountrySelector countries={countries} active={active} labels={labels} />);
    await user.selectOptions(screen.getByRole("combobox"), "2");

    expect(fetchMock).toHaveBeenCalledWith(
      SELECT_COUNTRY_URL,
      expect.objectContaining({
        method: "POST",
        credentials: "include",
        body: JSON.stringify({ country_id: 2 }),
      }),
    );
    expect(SELECT_COUNTRY_URL).toBe("/api/payments/countries/active/select/");
    expect(await screen.findByText("KZT")).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveValue("2");
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/flags/kz.svg");
    expect(refresh).toHaveBeenCalled();
  });

  it("reverts and shows an error toast when the server refuses", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue({ ok: false, status: 400, json: async () => ({ country_id: ["bad"] }) });
    render(
      <>
        <CountrySelector countries={countries} active={active} labels={labels} />
        <NotificationHost labels={messages.notifications} />
      </>,
    );
    await user.selectOptions(screen.getByRole("combobox"), "2");
    expect(await screen.findByTestId("notification")).toHaveTextContent(messages.country.change_failed);
    await waitFor(() => expect(screen.getByRole("combobox")).toHaveValue("1"));
    expect(screen.getByRole("combobox")).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("publishes the active currency and rate for the approximate prices, none while a change is saved", async () => {
    const user = userEvent.setup();
    activeCurrencyStore.set(null);
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<CountrySelector countries={countries} active={active} labels={labels} />);
    expect(activeCurrencyStore.get()).toEqual({ currency: "RUB", rate: "1.000000" });

    await user.selectOptions(screen.getByRole("combobox"), "2");
    expect(activeCurrencyStore.get()).toBeNull();
    answer({
      ok: true,
      status: 200,
      json: async () => ({ ...countries[1], currency: "KZT", rate: "0.158000", method_groups: [] }),
    });
    await waitFor(() => expect(activeCurrencyStore.get()).toEqual({ currency: "KZT", rate: "0.158000" }));
  });

  it("renders nothing without countries", () => {
    const { container } = render(<CountrySelector countries={[]} active={null} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
