import { afterEach, describe, expect, it } from 'vitest';
import { filterStyleRulesByClass } from './styleRuleFilter';

// tests/web/setup.ts installs the filter on every test document; these check that styles still come out
// exactly as jsdom's own matching gives them.
const styles = `
  .hidden { display: none }
  .card .title { visibility: hidden }
  .row > .cell:not(.shown) { display: none }
  .a.b { display: none }
  .x, .y { display: none }
  [data-off] .inner { display: none }
  .caf\\e9 { display: none }
  .naïve { display: none }
  .tab:hover { display: none }
`;

const sheet = document.createElement('style');
sheet.textContent = styles;

function render(html: string): HTMLElement {
  document.head.append(sheet);
  document.body.innerHTML = html;
  return document.getElementById('target') as HTMLElement;
}

const display = (element: HTMLElement) => getComputedStyle(element).display;

describe('the style rule filter of the web tests', () => {
  afterEach(() => {
    sheet.remove();
    document.body.innerHTML = '';
  });

  it('keeps styles right when installed a second time', () => {
    filterStyleRulesByClass(document);
    expect(display(render('<div id="target" class="hidden"></div>'))).toBe('none');
  });

  it('applies a rule to an element with its class and not to one without', () => {
    expect(display(render('<div id="target" class="hidden"></div>'))).toBe('none');
    expect(display(render('<div id="target" class="shown"></div>'))).toBe('block');
  });

  it('follows combinators, :not() and compound classes as jsdom does', () => {
    expect(
      getComputedStyle(render('<div class="card"><p id="target" class="title"></p></div>')).visibility,
    ).toBe('hidden');
    expect(getComputedStyle(render('<div><p id="target" class="title"></p></div>')).visibility).toBe(
      'visible',
    );
    expect(display(render('<div class="row"><span id="target" class="cell"></span></div>'))).toBe('none');
    expect(display(render('<div class="row"><span id="target" class="cell shown"></span></div>'))).toBe(
      'inline',
    );
    expect(display(render('<div id="target" class="a b"></div>'))).toBe('none');
    expect(display(render('<div id="target" class="a"></div>'))).toBe('block');
  });

  it('leaves selector lists, attribute selectors and escaped or non-ASCII class names to jsdom', () => {
    expect(display(render('<div id="target" class="y"></div>'))).toBe('none');
    expect(display(render('<div data-off><i id="target" class="inner"></i></div>'))).toBe('none');
    expect(display(render('<div id="target" class="café"></div>'))).toBe('none');
    expect(display(render('<div id="target" class="naïve"></div>'))).toBe('none');
    expect(display(render('<div id="target" class="naïv"></div>'))).toBe('block');
  });
});
