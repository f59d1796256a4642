/** A full-page navigation out of the app (to the server's Discord login, which redirects to Discord). */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
