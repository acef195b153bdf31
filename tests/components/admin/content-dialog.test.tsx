// The console's content dialog (here a new game banner): the API's own zod schema refuses a missing title and a
// picture address that is not on the site under their fields before anything is sent; an uploaded file's address
// fills its picture field; the API's field errors land under their fields; a valid record is sent as checked (the
// game's id as a number) and the page's data reloaded.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const saveContent = jest.fn();
const uploadContentImage = jest.fn();
jest.mock("@/lib/api/admin-content", () => ({
  saveContent: (...args: unknown[]) => saveContent(...args),
  uploadContentImage: (...args: unknown[]) => uploadContentImage(...args),
}));

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContentDialog } from "@/components/admin/content-dialog";
import { ResponseError } from "@/lib/api/errors";

const IMAGES = [
  ["backgroundDesktop", "Фон: компьютер"],
  ["backgroundTablet", "Фон: планшет"],
  ["backgroundMobile", "Фон: телефон"],
  ["foregroundDesktop", "Передний план: компьютер"],
  ["foregroundTablet", "Передний план: планшет"],
  ["foregroundMobile", "Передний план: телефон"],
] as const;

const props = {
  kind: "gameBanner" as const,
  recordKey: null,
  label: "Добавить",
  title: "Новая запись: Баннеры игр",
  fields: [
    { name: "title", label: "Заголовок" },
    {
      name: "game",
      label: "Игра",
      type: "select" as const,
      options: [
        { value: "3", label: "PUBG Mobile" },
        { value: "8", label: "Standoff 2" },
      ],
    },
    { name: "description", label: "Описание", type: "textarea" as const },
    ...IMAGES.map(([name, label]) => ({ name, label, type: "image" as const })),
    { name: "position", label: "Место", type: "number" as const },
  ],
  values: {
    title: "",
    game: 3,
    description: "",
    ...Object.fromEntries(IMAGES.map(([name]) => [name, "/images/b.png"])),
    position: 0,
  },
};

describe("ContentDialog", () => {
  beforeEach(() => {
    saveContent.mockReset();
    uploadContentImage.mockReset();
    refresh.mockReset();
  });

  it("shows the schema's errors under their fields and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContentDialog {...props} />);
    await user.click(screen.getByRole("button", { name: "Добавить" }));
    // A field's error is in its label, so the fields are found before the errors show.
    const title = screen.getByLabelText("Заголовок");
    const picture = screen.getByLabelText("Фон: телефон");
    await user.clear(picture);
    await user.type(picture, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Обязательное поле.")).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Укажите путь на сайте, начиная с /, или оставьте пустым.")).toBeInTheDocument();
    expect(picture).toHaveAttribute("aria-invalid", "true");
    expect(saveContent).not.toHaveBeenCalled();
  });

  it("fills a picture from an upload, sends the record and shows the API's field errors", async () => {
    uploadContentImage.mockResolvedValueOnce({ url: "/api/uploads/catalogue/abc.webp/" });
    saveContent.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, {
        game: ['Недопустимый первичный ключ "8" - объект не существует.'],
      }),
    );
    const user = userEvent.setup();
    render(<ContentDialog {...props} />);
    await user.click(screen.getByRole("button", { name: "Добавить" }));
    await user.type(screen.getByLabelText("Заголовок"), "Сезон 30");
    const game = screen.getByLabelText("Игра");
    await user.selectOptions(game, "8");
    const file = new File([new Uint8Array([1])], "bg.webp", { type: "image/webp" });
    await user.upload(
      screen.getByLabelText("Загрузить файл для поля «Фон: компьютер» (PNG, JPEG или WebP)"),
      file,
    );
    expect(uploadContentImage).toHaveBeenCalledWith(file);
    expect(screen.getByLabelText("Фон: компьютер")).toHaveValue("/api/uploads/catalogue/abc.webp/");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(
      await screen.findByText('Недопустимый первичный ключ "8" - объект не существует.'),
    ).toBeInTheDocument();
    expect(game).toHaveAttribute("aria-invalid", "true");
    expect(saveContent).toHaveBeenCalledWith(
      "gameBanner",
      null,
      expect.objectContaining({
        title: "Сезон 30",
        game: 8,
        position: 0,
        backgroundDesktop: "/api/uploads/catalogue/abc.webp/",
      }),
    );

    saveContent.mockResolvedValueOnce({});
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Сохранено.")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it("shows an upload's refusal under the picture it was for", async () => {
    uploadContentImage.mockRejectedValueOnce(
      new ResponseError({ status: 400 } as Response, {
        image: ["Загрузите изображение в формате PNG, JPEG или WebP."],
      }),
    );
    const user = userEvent.setup();
    render(<ContentDialog {...props} />);
    await user.click(screen.getByRole("button", { name: "Добавить" }));
    const picture = screen.getByLabelText("Передний план: планшет");
    await user.upload(
      screen.getByLabelText("Загрузить файл для поля «Передний план: планшет» (PNG, JPEG или WebP)"),
      // Declared a PNG (the input accepts only pictures); the server reads its bytes.
      new File(["<svg/>"], "x.png", { type: "image/png" }),
    );
    expect(
      await screen.findByText("Загрузите изображение в формате PNG, JPEG или WebP."),
    ).toBeInTheDocument();
    expect(picture).toHaveAttribute("aria-invalid", "true");
    expect(picture).toHaveValue("/images/b.png");
  });
});
