import { afterEach, describe, expect, it } from 'vitest';

// tests/web/setup.ts answers Emotion's search for its server-rendered styles from the document's head.

describe('the web tests’ lookup of Emotion’s styles', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('[data-test]')) element.remove();
  });

  it('finds a style Emotion looks for in the head, and nothing when there is none', () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.setAttribute('data-emotion', 'css-global 1x2y3z');
    document.head.append(style);
    expect(document.querySelector('style[data-emotion="css-global 1x2y3z"]')).toBe(style);
    expect(document.querySelector('style[data-emotion="css-global 9q8w7e"]')).toBeNull();
  });

  it('leaves every other selector to jsdom', () => {
    const paragraph = document.createElement('p');
    paragraph.dataset.test = '';
    paragraph.setAttribute('data-emotion', 'css-global 1x2y3z');
    document.body.append(paragraph);
    expect(document.querySelector('p[data-emotion="css-global 1x2y3z"]')).toBe(paragraph);
    expect(document.querySelector('[data-emotion="css-global 1x2y3z"]')).toBe(paragraph);
  });
});
