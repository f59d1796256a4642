import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openLinksOnce } from '@/components/openLinksOnce';

let stop: () => void;
beforeEach(() => {
  stop = openLinksOnce(window);
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

/** Whether a click (its `detail`: the how-manieth quick click it is) was let through to navigate. */
function clickGoesThrough(target: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1, ...init });
  return target.dispatchEvent(event);
}

describe('openLinksOnce', () => {
  it('lets the first click of a link to one of our screens through, and stops the quick clicks after it', () => {
    const matchPage = link('/matches/503');
    expect(clickGoesThrough(matchPage)).toBe(true);
    expect(clickGoesThrough(matchPage, { detail: 2 })).toBe(false);
    expect(clickGoesThrough(matchPage.firstElementChild!, { detail: 3 })).toBe(false);
  });

  it('leaves alone links to other sites, new tabs, downloads, modifier keys and other buttons', () => {
    expect(clickGoesThrough(link('https://discord.com/invite/x'), { detail: 2 })).toBe(true);
    expect(clickGoesThrough(link('/teams/4', { target: '_blank' }), { detail: 2 })).toBe(true);
    expect(clickGoesThrough(link('/api/teams/4/calendar.ics', { download: '' }), { detail: 2 })).toBe(true);
    expect(clickGoesThrough(link('/teams/4'), { detail: 2, ctrlKey: true })).toBe(true);
    expect(clickGoesThrough(link('/teams/4'), { detail: 2, button: 1 })).toBe(true);
    const button = document.createElement('button');
    document.body.append(button);
    expect(clickGoesThrough(button, { detail: 2 })).toBe(true);
  });

  it('stops listening when asked', () => {
    stop();
    expect(clickGoesThrough(link('/matches/503'), { detail: 2 })).toBe(true);
    stop = () => {};
  });
});
