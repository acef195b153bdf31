// Seed timestamps are relative to the moment of seeding, so a fresh demo always looks recent.

export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - Math.round(hours * 3_600_000));
}

export function minutesAfter(time: Date, minutes: number): Date {
  return new Date(time.getTime() + Math.round(minutes * 60_000));
}
