import { afterEach, describe, expect, it } from 'vitest';

// tests/web/setup.ts answers Emotion's search for its server-rendered styles from the document's head.

/** An element marked as Emotion marks a global style's server-rendered copy, added to `parent`. */
function addMarked(tag: string, parent: HTMLElement): HTMLElement {
  const element = document.createElement(tag);
  element.dataset.test = '';
  element.setAttribute('data-emotion', 'css-global 1x2y3z');
  parent.append(element);
  return element;
}

describe('the web tests’ lookup of Emotion’s styles', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('[data-test]')) element.remove();
  });

  it('finds a style Emotion looks for in the head, and nothing when there is none', () => {
    const style = addMarked('style', document.head);
    expect(document.querySelector('style[data-emotion="css-global 1x2y3z"]')).toBe(style);
    expect(document.querySelector('style[data-emotion="css-global 9q8w7e"]')).toBeNull();
  });

  it('leaves every other selector to jsdom', () => {
    const paragraph = addMarked('p', document.body);
    expect(document.querySelector('p[data-emotion="css-global 1x2y3z"]')).toBe(paragraph);
    expect(document.querySelector('[data-emotion="css-global 1x2y3z"]')).toBe(paragraph);
  });
});
