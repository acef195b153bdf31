"use client";
// /profile/settings: the account (e-mail, nickname), the password and the social bindings. Shows the profile the server read
// for this page until the session's own copy is there, and leaves for home if the session ends meanwhile.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { StampedProfile } from "@/lib/api/auth";
import { seedSession, sessionStore } from "@/lib/state/session";
import { useStoreValue } from "@/lib/state/value-store";
import { NicknameForm } from "./nickname-form";
import { PasswordForm } from "./password-form";
import { SocialBindings } from "./social-bindings";
import styles from "./profile-settings.module.css";

export function ProfileSettings({ initialProfile }: { initialProfile: StampedProfile }) {
  const router = useRouter();
  const session = useStoreValue(sessionStore);
  const profile = session.profile ?? initialProfile;

  useEffect(() => seedSession(initialProfile), [initialProfile]);

  useEffect(() => {
    if (session.status === "guest") router.replace("/");
  }, [session.status, router]);

  return (
    <div className={styles.sections}>
      <NicknameForm email={profile.email} nickname={profile.nickname} />
      <PasswordForm email={profile.email} />
      <SocialBindings socialIds={profile.socialIds} />
    </div>
  );
}
