// Leaves the store for another site (a sign-in provider): a full navigation, kept in one place for tests.
export function leaveFor(url: string): void {
  window.location.assign(url);
}
