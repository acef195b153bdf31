// Demo shoppers: the demo account the README points at, plus regulars whose orders fill the live feed. Balances
// start at zero: what a shopper has comes from the refunds and cashback of their demo orders, in the ledger.
import type { Db } from "../db";
import { users } from "../schema";
import { hoursBefore } from "./time";

export type UserRow = typeof users.$inferSelect;

type UserSeed = {
  key: string;
  email: string;
  nickname: string;
  ageDays: number;
  avatar?: boolean;
};

export const DEMO_USER_EMAIL = "demo@example.com";

export const userSeeds: UserSeed[] = [
  { key: "demo", email: DEMO_USER_EMAIL, nickname: "Демо", ageDays: 90, avatar: true },
  {
    key: "kirill",
    email: "kirill.pro@example.com",
    nickname: "Кирилл_PRO",
    ageDays: 210,
    avatar: true,
  },
  { key: "nastya", email: "nastya.gg@example.org", nickname: "nastya.gg", ageDays: 160, avatar: true },
  {
    key: "shadowfox",
    email: "shadowfox@example.net",
    nickname: "ShadowFox",
    ageDays: 340,
    avatar: true,
  },
  { key: "artem", email: "artem.volkov@example.com", nickname: "Артём", ageDays: 75, avatar: true },
  {
    key: "lera",
    email: "lera.plays@example.org",
    nickname: "Lera_plays",
    ageDays: 45,
    avatar: true,
  },
  { key: "dmitry", email: "d.kuznetsov@example.com", nickname: "Дмитрий К.", ageDays: 400, avatar: true },
  { key: "vanya", email: "vanya2010@example.net", nickname: "Vanya2010", ageDays: 20, avatar: true },
  { key: "nightowl", email: "night.owl@example.com", nickname: "NightOwl", ageDays: 120, avatar: true },
  // No nickname and no avatar: the feed must cope with a bare account.
  { key: "quiet", email: "buyer.quiet@example.org", nickname: "", ageDays: 12 },
];

export async function insertUsers(db: Db, now: Date): Promise<Map<string, UserRow>> {
  const rows = await db
    .insert(users)
    .values(
      userSeeds.map((u) => ({
        email: u.email,
        nickname: u.nickname,
        avatarImg: u.avatar ? `/images/avatars/${u.key}.svg` : null,
        // Passwords are set by the accounts feature; until then nobody can sign in with one.
        passwordHash: null,
        created: hoursBefore(now, u.ageDays * 24),
      })),
    )
    .returning();
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  return new Map(userSeeds.map((u) => [u.key, byEmail.get(u.email)!]));
}
