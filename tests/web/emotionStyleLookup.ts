/**
 * Emotion looks for a server-rendered copy of every global style it inserts, `<style data-emotion="css-global
 * …">`, with `document.querySelector`, each time such a style mounts: MUI's every text input mounts one (its
 * autofill keyframes). jsdom answers that selector by testing it against every element of the page, which was
 * a tenth of a form screen's test time. Emotion keeps its styles in the document's head (the app renders no
 * styles on a server, so none are anywhere else): this answers the same selector from the head's own children,
 * and leaves every other selector to jsdom.
 */

const EMOTION_STYLE = /^style\[data-emotion="([^"]*)"\]$/;

const installed = new WeakSet<object>();

export function lookUpEmotionStylesInHead(window: Window & typeof globalThis): void {
  const prototype = window.Document.prototype;
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const querySelector = prototype.querySelector;
  prototype.querySelector = function (this: Document, selectors: string) {
    const wanted = EMOTION_STYLE.exec(selectors);
    if (!wanted) return querySelector.call(this, selectors);
    for (let element = this.head?.firstElementChild; element; element = element.nextElementSibling)
      if (element.localName === 'style' && element.getAttribute('data-emotion') === wanted[1]) return element;
    return null;
  } as typeof querySelector;
}
