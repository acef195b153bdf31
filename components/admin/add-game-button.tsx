"use client";
// "Добавить игру" on the console's games page: the kind, the title and whether the storefront shows it, checked with
// the API's own zod body; the new game's page opens next for the rest (description, servers, settings, logo).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { createGame } from "@/lib/api/admin-catalogue";
import { GAME_KINDS, gameCreateBodySchema } from "@/lib/schemas/admin/games";
import { DialogForm } from "./dialog-form";
import { FormCheckbox, FormField, FormSelect } from "./form-field";
import { useAdminDialog } from "./use-admin-dialog";
import { useConsoleForm } from "./use-console-form";

export function AddGameButton() {
  const t = useTranslations("admin");
  const router = useRouter();
  const dialog = useAdminDialog();
  const { register, submit, formState } = useConsoleForm(gameCreateBodySchema, {
    kind: "supply",
    title: "",
    isActive: true,
  });
  const { errors } = formState;

  const onSubmit = submit(async (values) => {
    const game = await createGame(values);
    dialog.close();
    router.push(`/admin/games/${game.id}`);
  });

  return (
    <DialogForm
      dialog={dialog}
      label={t("add_game")}
      title={t("add_game_title")}
      text={t("add_game_text")}
      formState={formState}
      onSubmit={onSubmit}
    >
      <FormSelect
        label={t("field_kind")}
        registration={register("kind")}
        error={errors.kind?.message}
        options={GAME_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
      />
      <FormField
        label={t("field_title")}
        registration={register("title")}
        error={errors.title?.message}
        maxLength={100}
      />
      <FormCheckbox label={t("field_game_active")} registration={register("isActive")} />
    </DialogForm>
  );
}
