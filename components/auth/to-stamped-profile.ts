// A profile read on the server (lib/server/auth/get-profile) in the shape the client caches.
import type { StampedProfile } from "@/lib/api/auth";
import type { Profile } from "@/lib/server/auth/get-profile";

export function toStampedProfile(profile: Profile, fetchedAt: number = Date.now()): StampedProfile {
  return { ...profile, fetchedAt };
}
