/**
 * A link to a screen of this app opens it once per double-click: the second click of a double-click (and
 * any further quick click, `detail` counting them) does nothing. Each click of a router link pushes its
 * address, and the page with the link stays on screen while the next one loads, so without this a
 * double-click put the same screen into the history twice and Back had to be pressed twice. Links to other
 * sites, new tabs, downloads and clicks with a modifier key (open in a new tab or window) are left alone.
 *
 * Listens on `target` in the capture phase, before React's own listeners, so a router link sees the click
 * as already handled (`defaultPrevented`) and does not navigate. Returns the function that stops listening.
 */
export function openLinksOnce(target: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.detail < 2 || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    if (link.origin !== target.location.origin) return;
    event.preventDefault();
  };
  target.addEventListener('click', onClick, { capture: true });
  return () => target.removeEventListener('click', onClick, { capture: true });
}
