// The user data form of the order flow (SPEC.md sections 3 and 5). Its fields are checked by the very field
// schemas the order routes use (e-mail, account ids, surplus, server id), so the form refuses exactly what
// the server would; which fields are required depends on the game's kind and on whether a guest orders. The
// player id also gets the game's own format (its pattern and hint from the catalogue), as the routes check it.
import { z } from "zod";
import { emailSchema } from "../auth/fields";
import { REQUIRED_MESSAGE as REQUIRED } from "../field-messages";
import { checkPlayerId } from "./check-player-id";
import { accountField, optionalEmailField } from "./order-input";
import { MAX_AVATAR_BYTES, surplusField } from "./standoff";
import { customServerField } from "./supply-channel";

export const CHECKOUT_KINDS = ["pubg", "standoff", "steam", "supply"] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export type CheckoutFormOptions = {
  kind: CheckoutKind;
  /** A guest ordering a game that does not require sign-in must leave an e-mail. */
  isMailRequired: boolean;
  isServerNeeded?: boolean;
  isServerEnum?: boolean;
  isSurplusEnabled?: boolean;
  /** The game's player id format (games.player_id_pattern) and its wording; none: only the characters rule. */
  playerIdPattern?: string | null;
  playerIdHint?: string | null;
};

/** What the inputs hold: text as typed, the chosen picture, or an earlier order whose avatar is reused. */
export type CheckoutFormValues = {
  mail: string;
  userId: string;
  serverId: string;
  serverCustomId: string;
  gameAccountId: string;
  steamAccountId: string;
  avatar: File | null;
  historyOrderId: number | null;
  surplus: string;
};

/** The checked values, trimmed; fields the game does not use are empty. */
export type CheckoutFormOutput = {
  mail?: string;
  userId?: string;
  serverId?: number | null;
  serverCustomId?: string | null;
  gameAccountId?: string;
  steamAccountId?: string;
  avatar?: File | null;
  historyOrderId?: number | null;
  surplus?: string | null;
};

export const EMPTY_CHECKOUT_VALUES: CheckoutFormValues = {
  mail: "",
  userId: "",
  serverId: "",
  serverCustomId: "",
  gameAccountId: "",
  steamAccountId: "",
  avatar: null,
  historyOrderId: null,
  surplus: "",
};

const unused = z.unknown().transform(() => undefined);

/** The select's value: a server id; a union (objectIdField) would surface its inner English issue instead. */
const pickedServerField = () =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, "Выберите сервер.")
    .transform(Number);

/** What is wrong with a chosen avatar picture (its type or size, as the route checks), or null. */
export function avatarFileIssue(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return "Приложите картинку PNG, JPEG или WebP.";
  if (file.size > MAX_AVATAR_BYTES) return "Картинка больше 2 МБ: уменьшите её.";
  return null;
}

const avatarField = () =>
  z
    .custom<File | null>((v) => v === null || (typeof File !== "undefined" && v instanceof File))
    .superRefine((file, ctx) => {
      const message = file ? avatarFileIssue(file) : null;
      if (message) ctx.addIssue({ code: "custom", message });
    });

export function checkoutFormSchema(options: CheckoutFormOptions) {
  const { kind } = options;
  const needsServer = kind === "supply" && options.isServerNeeded === true;
  const rule = { pattern: options.playerIdPattern, hint: options.playerIdHint };
  /** The routes' account field, then the game's format (the same message the route would give). */
  const playerIdField = () =>
    accountField().pipe(
      z.string().superRefine((value, ctx) => {
        const message = checkPlayerId(value, rule);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
    );
  const shape = {
    mail: options.isMailRequired ? emailSchema : optionalEmailField(),
    userId: kind === "supply" ? playerIdField() : unused,
    serverId: needsServer && options.isServerEnum ? pickedServerField() : unused,
    serverCustomId:
      needsServer && !options.isServerEnum
        ? customServerField().pipe(z.string(REQUIRED).min(1, REQUIRED))
        : unused,
    gameAccountId: kind === "standoff" ? playerIdField() : unused,
    steamAccountId: kind === "steam" ? playerIdField() : unused,
    avatar: kind === "standoff" ? avatarField() : unused,
    historyOrderId: kind === "standoff" ? z.number().int().positive().nullable() : unused,
    surplus: kind === "standoff" && options.isSurplusEnabled ? surplusField() : unused,
  };
  return z.object(shape).superRefine((values, ctx) => {
    if (kind === "standoff" && !values.avatar && !values.historyOrderId) {
      ctx.addIssue({ code: "custom", path: ["avatar"], message: "Приложите аватар аккаунта." });
    }
  }) as unknown as z.ZodType<CheckoutFormOutput, CheckoutFormValues>;
}
