// A game's settings form in the console: the API handler's own zod body refuses an unsafe player id pattern under
// its field before anything is sent; a valid change goes out as one PATCH without the kind, servers keeping their
// ids and a typed comma read as a point; the API's refusal lands under its field.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const updateGame = jest.fn();
jest.mock("@/lib/api/admin-catalogue", () => ({
  updateGame: (...args: unknown[]) => updateGame(...args),
}));

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GameForm } from "@/components/admin/game-form";
import { ResponseError } from "@/lib/api/errors";
import type { AdminGame } from "@/lib/server/catalog/admin-game-row";

const base = {
  id: 5,
  title: "Genshin Impact",
  detailTitle: "",
  detailDescription: "",
  logo: "",
  created: "2026-11-25T10:00:00.000Z",
  isAuthRequired: false,
  discountPercent: 0,
  isActive: true,
  productPreviewName: "",
  productPreviewIcon: "",
  tags: ["RPG"],
  position: 3,
  playerIdPattern: "\\d{9}",
  playerIdHint: "9 цифр",
  isServerNeeded: true,
  isServerEnum: true,
  productsCount: 2,
  servers: [
    { id: 11, name: "Europe" },
    { id: 12, name: "Asia" },
  ],
  standoffSettings: null,
  steamSettings: null,
};
const supply = { ...base, kind: "supply" } as AdminGame;
const steam = {
  ...base,
  kind: "steam",
  isServerNeeded: false,
  isServerEnum: false,
  servers: [],
  steamSettings: { commission: "8.00" },
} as AdminGame;

const save = () => screen.getByRole("button", { name: "Сохранить" });

describe("GameForm", () => {
  beforeEach(() => {
    updateGame.mockReset();
    refresh.mockReset();
  });

  it("refuses an unsafe player id pattern under its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<GameForm game={supply} />);
    const pattern = screen.getByLabelText("Формат ID (регулярное выражение, пусто — любой)");
    await user.clear(pattern);
    await user.type(pattern, "(a+)+");
    await user.click(save());
    await waitFor(() => expect(pattern).toHaveAttribute("aria-invalid", "true"));
    expect(await screen.findByText(/может работать очень долго/)).toBeInTheDocument();
    expect(updateGame).not.toHaveBeenCalled();
  });

  it("sends the change without the kind, servers with their ids, and shows it saved", async () => {
    updateGame.mockResolvedValueOnce({});
    const user = userEvent.setup();
    render(<GameForm game={supply} />);
    await user.clear(screen.getByLabelText("Сервер 2"));
    await user.type(screen.getByLabelText("Сервер 2"), "Asia-2");
    await user.click(screen.getByRole("button", { name: "Убрать сервер 1" }));
    await user.click(screen.getByRole("button", { name: "Добавить сервер" }));
    await user.type(screen.getByLabelText("Сервер 2"), "America");
    await user.clear(screen.getByLabelText("Метки через запятую"));
    await user.type(screen.getByLabelText("Метки через запятую"), "RPG, Gacha ,");
    await user.click(save());
    expect(await screen.findByRole("status")).toHaveTextContent("Сохранено.");
    expect(updateGame).toHaveBeenCalledTimes(1);
    const [id, change] = updateGame.mock.calls[0];
    expect(id).toBe(5);
    expect(change).not.toHaveProperty("kind");
    expect(change).not.toHaveProperty("steamSettings");
    expect(change).toMatchObject({
      title: "Genshin Impact",
      position: 3,
      tags: ["RPG", "Gacha"],
      playerIdPattern: "\\d{9}",
      isServerEnum: true,
      servers: [{ id: 12, name: "Asia-2" }, { name: "America" }],
    });
    expect(refresh).toHaveBeenCalled();
  });

  it("shows a Steam game's commission, reads a comma as a point, and puts the API's refusal on its field", async () => {
    updateGame.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, { title: ["Игра с таким названием уже существует."] }),
    );
    const user = userEvent.setup();
    render(<GameForm game={steam} />);
    expect(screen.queryByRole("group", { name: "Серверы" })).toBeNull();
    const settings = screen.getByRole("group", { name: /Настройки Steam/ });
    const commission = within(settings).getByLabelText("Комиссия за пополнение, %");
    await user.clear(commission);
    await user.type(commission, "9,5");
    await user.click(save());
    expect(await screen.findByText("Игра с таким названием уже существует.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Название/ })).toHaveAttribute("aria-invalid", "true");
    expect(updateGame.mock.calls[0][1]).toMatchObject({ steamSettings: { commission: "9.50" } });
    expect(updateGame.mock.calls[0][1]).not.toHaveProperty("servers");
  });
});
