/**
 * Whether the page is being left (between `pagehide` and a `pageshow` back from the history cache). A
 * navigation cancels the page's requests in flight; such a cancelled refresh is no verdict on the session,
 * and the server may well have rotated the token it carried (its successor then reaches the next page
 * through the rotation grace rule).
 */
export function watchPageLeaving(target: Window | null = typeof window === 'undefined' ? null : window) {
  let leaving = false;
  const onHide = () => {
    leaving = true;
  };
  const onShow = () => {
    leaving = false;
  };
  target?.addEventListener('pagehide', onHide);
  target?.addEventListener('pageshow', onShow);
  return {
    isLeaving: () => leaving,
    stop() {
      target?.removeEventListener('pagehide', onHide);
      target?.removeEventListener('pageshow', onShow);
    },
  };
}
