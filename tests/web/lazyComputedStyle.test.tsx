import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CssBaseline from '@mui/material/CssBaseline';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsdomComputedStyle, jsdomComputedStyles } from './lazyComputedStyle';

// tests/web/setup.ts installs the lazy getComputedStyle on every test window; these check that every element
// of a screen gets exactly what jsdom alone computes for it.

const READ = ['display', 'visibility', 'pointerEvents', 'color', 'backgroundColor', 'cursor'] as const;

function stylesOf(style: CSSStyleDeclaration) {
  return {
    read: READ.map((property) => style[property]),
    byName: ['display', 'visibility', 'pointer-events', 'margin-top'].map((name) =>
      style.getPropertyValue(name),
    ),
  };
}

/**
 * Each element's styles through the lazy declaration, then as jsdom alone gives them, side by side: the page's
 * root and everything in its body (the head's `<style>` elements, hundreds in a worker that ran other
 * files first, are left out).
 */
function compareEveryElement() {
  const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
  const lazy = elements.map((element) => stylesOf(getComputedStyle(element)));
  const own = jsdomComputedStyles(elements).map(stylesOf);
  return { count: elements.length, lazy, own };
}

const tricky = `
  html, .screen-only { pointer-events: auto }
  @media screen { .screen-only { display: none } }
  @media print { .print-only { display: none } }
  [data-off] { visibility: hidden }
  span.caf\\e9 { display: none }
  p:not(.shown), .other { display: none }
  * + .next { visibility: collapse }
  svg|a { display: none }
  .outer .inner-text { color: rgb(1, 2, 3) }
  [data-mark="a, b"] .quoted { display: none }
  [data-popup] { visibility: hidden }
  [dir="rtl" i] { pointer-events: none }
  :is(ul, ol) :is(ul, menu) { display: none }
  :link { color: rgb(4, 5, 6) }
  :visited { color: rgb(7, 8, 9) }
  .pseudo::before { display: none }
`;

describe('the lazy getComputedStyle of the web tests', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('style[data-test]')) element.remove();
  });

  it('gives every element of a screen what jsdom alone computes', () => {
    const sheet = document.createElement('style');
    sheet.dataset.test = '';
    sheet.textContent = tricky;
    document.head.append(sheet);
    render(
      <>
        <CssBaseline />
        <Tabs value={0}>
          <Tab label="Fixtures" />
          <Tab label="Standings" disabled />
        </Tabs>
        <TextField select label="Season" value="1">
          <MenuItem value="1">Season 1</MenuItem>
        </TextField>
        <FormControlLabel control={<Checkbox />} label="Ready" />
        <Chip label="Live" onDelete={() => {}} />
        <div className="outer">
          <span className="inner-text screen-only print-only">Red Devils</span>
          <span className="café">hidden</span>
          <p>no</p>
          <p className="shown">yes</p>
          <i data-off>off</i>
          <b className="next">next</b>
          <div data-mark="a, b">
            <em className="quoted">quoted</em>
          </div>
          <em data-popup>popup</em>
          <em dir="RTL">right to left</em>
          <ol>
            <li>
              <ul>
                <li>nested</li>
              </ul>
            </li>
          </ol>
          <a href="/league">league</a>
          {/* biome-ignore lint/a11y/useValidAnchor: an anchor without an address is not a link, the case compared here */}
          <a>no link</a>
          <span className="pseudo">before</span>
        </div>
        <Dialog open>
          <DialogTitle>Report the result</DialogTitle>
          <Button disabled>Save</Button>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Report the result' })).toBeInTheDocument();

    const { count, lazy, own } = compareEveryElement();
    expect(count).toBeGreaterThan(40);
    expect(lazy).toEqual(own);
    // The cases are there to be compared: each rule above took effect on its element.
    expect(getComputedStyle(screen.getByText('Red Devils')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('Red Devils')).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(screen.getByText('hidden')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('no')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('yes')).display).toBe('block');
    expect(getComputedStyle(screen.getByText('off')).visibility).toBe('hidden');
    expect(getComputedStyle(screen.getByText('next')).visibility).toBe('collapse');
    expect(getComputedStyle(screen.getByText('quoted')).display).toBe('none');
    expect(getComputedStyle(screen.getByText('popup')).visibility).toBe('hidden');
    expect(getComputedStyle(screen.getByText('right to left')).pointerEvents).toBe('none');
    expect(getComputedStyle(screen.getByText('nested').parentElement as HTMLElement).display).toBe('none');
    expect(getComputedStyle(screen.getByText('league')).color).toBe('rgb(4, 5, 6)');
    expect(getComputedStyle(screen.getByText('no link')).color).not.toBe('rgb(4, 5, 6)');
    // A pseudo-element's rule is not the element's own style.
    expect(getComputedStyle(screen.getByText('before')).display).toBe('inline');
  });

  it('sees rules added or removed after the styles were first read', () => {
    render(
      <>
        <p className="late">Late rule</p>
        <p className="unread">Not read yet</p>
      </>,
    );
    const paragraph = screen.getByText('Late rule');
    expect(getComputedStyle(paragraph).display).toBe('block');

    const sheet = document.createElement('style');
    sheet.dataset.test = '';
    document.head.append(sheet);
    sheet.textContent = '.late { display: flex }';
    expect(getComputedStyle(paragraph).display).toBe('flex');

    // An element read for the first time after a rule was inserted through the CSSOM gets it; jsdom keeps
    // the styles it has already cached until the document changes.
    sheet.sheet?.insertRule('.late, .unread { visibility: hidden }', 1);
    expect(getComputedStyle(screen.getByText('Not read yet')).visibility).toBe('hidden');
    document.body.append(document.createElement('hr'));
    expect(getComputedStyle(paragraph).visibility).toBe('hidden');

    sheet.remove();
    expect(getComputedStyle(paragraph).display).toBe('block');
    expect(getComputedStyle(paragraph).visibility).toBe('visible');
  });

  it('keeps the rest of the declaration jsdom builds', () => {
    render(<Button variant="contained">Join</Button>);
    const button = screen.getByRole('button', { name: 'Join' });
    const style = getComputedStyle(button);
    const own = jsdomComputedStyle(button);
    expect(style.length).toBe(own.length);
    expect(style.cssText).toBe(own.cssText);
    const names = (declaration: CSSStyleDeclaration) =>
      Array.from({ length: declaration.length }, (_, index) => declaration[index]);
    expect(names(style)).toEqual(names(own));
    expect(names(style)).toContain('display');
    expect(style.getPropertyPriority('display')).toBe(own.getPropertyPriority('display'));
  });
});
