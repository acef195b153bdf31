// Issue 10, before paying: the user data form shows the game's player id format, checks it when the field is
// left, and for a supply-channel game asks who the player is (once per id and server), showing the nickname
// to confirm or "not found" on the field (the order then waits until the shopper corrects or vouches for the id); a
// lookup that fails never stands between the shopper and the order.
// The client call itself (path, query, answers) is tested over HTTP in tests/client/player-lookup-client.test.ts.
import { api, router } from "./checkout-mocks";
import { screen, waitFor, within } from "@testing-library/react";
import { FetchError } from "@/lib/api/errors";
import type { Game } from "@/lib/api/types/game";
import { draft, failure, openDetails, renderCheckout, resetState, saveCart } from "./checkout-harness";
import { standoffGame, supplyGame } from "./game-fixtures";

const lookup = api.lookupPlayer;
const createSupply = api.createSupplyOrder;
const CHARS = "Допустимы только латинские буквы, цифры и знаки _ . - (без пробелов и эмодзи).";
const FORMAT = "Неверный формат: нужно от 5 до 12 цифр.";
const NOT_FOUND = "Игрок с таким ID не найден. Проверьте ID.";
const VOUCH = /ID верный, оформить заказ всё равно/;

const genshin: Game = { ...supplyGame, playerIdPattern: "\\d{5,12}", playerIdHint: "от 5 до 12 цифр" };
const pay = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Перейти к оплате" });
const idInput = (dialog: HTMLElement) => within(dialog).getByLabelText("ID игрока");
const status = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole("status")
    .map((s) => s.textContent)
    .join("");

beforeEach(() => {
  jest.clearAllMocks();
  resetState();
  saveCart({ "4": { "42": 1 } });
});

async function openGenshin(game: Game = genshin) {
  const view = renderCheckout(game);
  const dialog = await openDetails(view.user);
  return { ...view, dialog };
}

describe("the player id of a supply-channel game", () => {
  it("shows the game's format under the field", async () => {
    const { dialog } = await openGenshin();
    expect(idInput(dialog)).toHaveAccessibleDescription(
      "Найдите его в профиле в игре. Формат: от 5 до 12 цифр.",
    );
  });

  it("checks the format when the field is left, with the order route's message, and asks nobody", async () => {
    const { user, dialog } = await openGenshin();
    await user.type(idInput(dialog), "1234");
    await user.tab();
    expect(await within(dialog).findByText(FORMAT)).toBeInTheDocument();
    expect(idInput(dialog)).toHaveAttribute("aria-invalid", "true");

    await user.clear(idInput(dialog));
    await user.type(idInput(dialog), "812 345");
    await user.tab();
    expect(await within(dialog).findByText(CHARS)).toBeInTheDocument();

    await user.clear(idInput(dialog));
    await user.type(idInput(dialog), "812345678");
    await user.tab();
    await waitFor(() => expect(idInput(dialog)).not.toHaveAttribute("aria-invalid"));
    expect(lookup).not.toHaveBeenCalled(); // the server is not chosen yet
  });

  it("names the player once the id and the server are given, and asks once per id and server", async () => {
    lookup.mockResolvedValue({ nickname: "Путешественник" });
    const { user, dialog } = await openGenshin();
    await user.selectOptions(within(dialog).getByLabelText("Сервер"), "Asia");
    await user.type(idInput(dialog), " 812345678 ");
    await user.tab();
    expect(await within(dialog).findByText("Игрок: Путешественник")).toBeInTheDocument();
    expect(status(dialog)).toContain("Проверьте, что это вы, прежде чем платить.");
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith(
      { id: 4, userId: "812345678", server: "8" },
      { signal: expect.any(AbortSignal) },
    );

    await user.click(idInput(dialog));
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookup).toHaveBeenCalledTimes(1);

    // Another server is another question; the old answer is not shown for it.
    lookup.mockResolvedValue({ nickname: "Другой" });
    await user.selectOptions(within(dialog).getByLabelText("Сервер"), "Europe");
    expect(within(dialog).queryByText("Игрок: Путешественник")).toBeNull();
    expect(await within(dialog).findByText("Игрок: Другой")).toBeInTheDocument();
    expect(lookup).toHaveBeenLastCalledWith(
      { id: 4, userId: "812345678", server: "7" },
      { signal: expect.any(AbortSignal) },
    );

    // An edited id hides the name at once.
    await user.type(idInput(dialog), "9");
    expect(within(dialog).queryByText("Игрок: Другой")).toBeNull();
  });

  it("looks up at once on a game without servers, with no server", async () => {
    lookup.mockResolvedValue({ nickname: "Booyah" });
    const { user, dialog } = await openGenshin({ ...genshin, isServerNeeded: false });
    await user.type(idInput(dialog), "812345678");
    await user.tab();
    expect(await within(dialog).findByText("Игрок: Booyah")).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith({ id: 4, userId: "812345678", server: "" }, expect.anything());
  });

  it("shows an unknown player as the field's error, and orders only once the shopper vouches for the id", async () => {
    // The answer's code says so (its X-Error-Code header; the body need not repeat it).
    lookup.mockRejectedValue(failure(404, { detail: "Игрок с таким ID не найден." }, "player_not_found"));
    createSupply.mockResolvedValue(draft(90));
    const { user, dialog } = await openGenshin({ ...genshin, isServerNeeded: false });
    await user.type(idInput(dialog), "812340000");
    await user.tab();
    expect(await within(dialog).findByText(NOT_FOUND)).toBeInTheDocument();
    expect(idInput(dialog)).toHaveAttribute("aria-invalid", "true");
    expect(idInput(dialog)).toHaveAccessibleDescription(NOT_FOUND);

    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    // Not paid for blindly: the shopper is taken to the choice of vouching for the id.
    const vouch = within(dialog).getByRole("checkbox", { name: VOUCH });
    await waitFor(() => expect(vouch).toHaveFocus());
    expect(createSupply).not.toHaveBeenCalled();

    await user.click(vouch);
    await user.click(pay(dialog));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/orders/${draft(90).hash}/pay`));
    expect(createSupply).toHaveBeenCalledWith(expect.objectContaining({ supplyChannelUserId: "812340000" }));
  });

  it("a corrected id after 'not found' needs no vouching, and a vouch is for one id only", async () => {
    lookup.mockRejectedValueOnce(
      failure(404, { detail: "Игрок с таким ID не найден.", code: "player_not_found" }),
    );
    const { user, dialog } = await openGenshin({ ...genshin, isServerNeeded: false });
    await user.type(idInput(dialog), "812340000");
    await user.tab();
    await user.click(await within(dialog).findByRole("checkbox", { name: VOUCH }));
    lookup.mockResolvedValue({ nickname: "Найденный" });
    await user.clear(idInput(dialog));
    await user.type(idInput(dialog), "812345678");
    await user.tab();
    expect(await within(dialog).findByText("Игрок: Найденный")).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: VOUCH })).toBeNull();
  });

  it("takes a 404 for an unknown player by its code only, whatever its words", async () => {
    // The game itself is gone: same status and the same text, another code.
    lookup.mockRejectedValue(failure(404, { detail: "Игрок с таким ID не найден." }, "not_found"));
    const { user, dialog } = await openGenshin({ ...genshin, isServerNeeded: false });
    await user.type(idInput(dialog), "812340000");
    await user.tab();
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(status(dialog)).not.toContain("Ищем игрока"));
    expect(within(dialog).queryByText(NOT_FOUND)).toBeNull();
    expect(idInput(dialog)).not.toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).queryByRole("checkbox", { name: VOUCH })).toBeNull();
  });

  it("puts the server's own refusal of the id on the field", async () => {
    lookup.mockRejectedValue(failure(400, { userId: ["Неверный формат: нужно 9 цифр."] }));
    const { user, dialog } = await openGenshin({ ...supplyGame, isServerNeeded: false });
    await user.type(idInput(dialog), "12345");
    await user.tab();
    expect(await within(dialog).findByText("Неверный формат: нужно 9 цифр.")).toBeInTheDocument();
  });

  it("says nothing when the lookup fails or the provider cannot tell, and the order goes through", async () => {
    lookup.mockRejectedValueOnce(new FetchError(new TypeError("Failed to fetch")));
    createSupply.mockResolvedValue(draft(91));
    const { user, dialog } = await openGenshin({ ...genshin, isServerNeeded: false });
    await user.type(idInput(dialog), "812345678");
    await user.tab();
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idInput(dialog)).not.toHaveAttribute("aria-invalid");
    expect(status(dialog)).not.toContain("Игрок:");

    // Leaving the field again asks again after a failure; null means the provider cannot check.
    lookup.mockResolvedValue({ nickname: null });
    await user.click(idInput(dialog));
    await user.tab();
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(2));
    await user.type(within(dialog).getByLabelText("Электронная почта"), "a@b.ru");
    await user.click(pay(dialog));
    await waitFor(() => expect(createSupply).toHaveBeenCalled());
    expect(status(dialog)).not.toContain("Игрок:");
  });
});

describe("the account id of a Standoff game", () => {
  it("shows and checks the format, and asks no provider", async () => {
    const standoff: Game = { ...standoffGame, playerIdPattern: "\\d{6,12}", playerIdHint: "от 6 до 12 цифр" };
    saveCart({ [String(standoff.id)]: { [String(standoff.products[0].id)]: 1 } });
    const view = renderCheckout(standoff);
    const dialog = await openDetails(view.user);
    const input = within(dialog).getByLabelText("ID аккаунта Standoff 2");
    expect(input).toHaveAccessibleDescription("Указан в профиле игры. Формат: от 6 до 12 цифр.");
    await view.user.type(input, "12345");
    await view.user.tab();
    expect(await within(dialog).findByText("Неверный формат: нужно от 6 до 12 цифр.")).toBeInTheDocument();
    await view.user.type(input, "6");
    await view.user.tab();
    await waitFor(() => expect(input).not.toHaveAttribute("aria-invalid"));
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Игрок:/)).toBeNull();
  });
});
