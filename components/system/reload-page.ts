// Full page reload, kept in its own module so tests can observe it (jsdom's location cannot be stubbed).
export function reloadPage() {
  window.location.reload();
}

export function assignLocation(href: string) {
  window.location.assign(href);
}
