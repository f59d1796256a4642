/**
 * jsdom computes an element's style by testing it against every rule of every style sheet, and a screen
 * holds about a thousand of MUI's rules, one per class Emotion writes. Testing Library asks for the style
 * of every element it considers (is it hidden? what is its name?), and each time jsdom tests the element
 * and its ancestors against all of them, which took a third of a screen test's time.
 *
 * Nearly every one of those rules names a class in its last part (`.css-1x2y3z`, `.MuiButton-root:hover`,
 * `.a .b::before`): an element without that class cannot match it. This answers "no" for those at once and
 * leaves every other test to jsdom's own selector engine, so the computed styles are exactly jsdom's.
 */

type SelectorCheck = (
  selector: string,
  node: ElementImpl,
  options?: unknown,
) => { match: boolean; pseudoElement?: string | null };

/** The part of jsdom's element implementation this reads. */
interface ElementImpl {
  getAttributeNS(namespace: string | null, name: string): string | null;
}

interface DocumentImpl {
  _domSelector?: { check: SelectorCheck };
}

/** Classes an element must have to match a selector, from its last compound; none when unsure. */
const requiredClassesOf = new Map<string, readonly string[]>();

function requiredClasses(selector: string): readonly string[] {
  const known = requiredClassesOf.get(selector);
  if (known) return known;
  const classes = classesOfLastCompound(selector);
  requiredClassesOf.set(selector, classes);
  return classes;
}

function classesOfLastCompound(selector: string): readonly string[] {
  // A list of selectors matches when any does; an escaped character may hide a class name's end.
  if (selector.includes(',') || selector.includes('\\')) return [];
  const compound = lastCompound(selector);
  return compound === null ? [] : classesIn(compound);
}

/** The index of the quote that closes the string opening at `start`, or -1 when it does not close. */
function closingQuote(selector: string, start: number): number {
  return selector.indexOf(selector[start], start + 1);
}

/**
 * The last compound of a selector without a list or an escape: `plain` without what is inside brackets,
 * quotes or a pseudo-class's parentheses (which do not name the element's own classes or type), `raw` as
 * written; null when unsure.
 */
function lastCompoundOf(selector: string): { plain: string; raw: string } | null {
  let depth = 0;
  let lastStart = 0;
  let plain = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '"' || char === "'") {
      const end = closingQuote(selector, index);
      if (depth === 0 || end < 0) return null;
      index = end;
      continue;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~')) {
      lastStart = index + 1;
      plain = '';
      continue;
    }
    if (depth === 0 && char !== ')' && char !== ']') plain += char;
  }
  if (depth !== 0 || lastStart >= selector.length) return null;
  return { plain, raw: selector.slice(lastStart) };
}

function lastCompound(selector: string): string | null {
  return lastCompoundOf(selector)?.plain ?? null;
}

function classesIn(compound: string): string[] {
  return [...compound.matchAll(/\.([^.#:[(\s]+)/g)].map((found) => found[1]);
}

/** The selectors of a list, split at its top-level commas (not those in brackets, parentheses or quotes). */
function alternatives(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '"' || char === "'") {
      const end = closingQuote(selector, index);
      if (end > 0) index = end;
    } else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

/** The types a compound of one `:is()` or `:where()` of plain types names (`:is(dir, menu, ul)`). */
const TYPE_LIST = /^:(?:is|where)\(\s*([a-zA-Z][a-zA-Z0-9-]*(?:\s*,\s*[a-zA-Z][a-zA-Z0-9-]*)*)\s*\)$/;
/** Links' pseudo-classes, which jsdom's engine gives only to `a` and `area` (and `:visited` to none). */
const LINK = /^:(?:link|visited|any-link|local-link)(?![\w-])/;
/** An attribute a compound requires before anything else it says (`[popover]`, `[dir="rtl" i]`). */
const FIRST_ATTRIBUTE = /^\[\s*([a-z][a-z0-9-]*)\s*(?:[~|^$*]?=|\])/;

/**
 * The keys under which an element can match one selector of a list: `.name` for a class its last compound
 * names, else the type (`div`), the types of an `:is()` of types, `a` and `area` for a link's pseudo-class,
 * or `[name]` for an attribute it requires. None for a selector of a pseudo-element (`::backdrop`), which
 * jsdom never matches to an element's own style. Null when it could match whatever the element is.
 */
function alternativeKeys(alternative: string): readonly string[] | null {
  const compound = lastCompoundOf(alternative);
  // A namespace (`svg|a`) is a constraint jsdom does not apply.
  if (!compound || compound.plain.includes('|')) return null;
  if (compound.plain.includes('::')) return [];
  const [firstClass] = classesIn(compound.plain);
  if (firstClass !== undefined) return [`.${firstClass}`];
  const type = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(compound.plain)?.[0];
  if (type) return [type.toLowerCase()];
  const types = TYPE_LIST.exec(compound.raw);
  if (types) return types[1].split(',').map((name) => name.trim().toLowerCase());
  if (LINK.test(compound.plain)) return ['a', 'area'];
  const attribute = FIRST_ATTRIBUTE.exec(compound.raw);
  if (attribute) return [`[${attribute[1]}]`];
  return null;
}

/**
 * What an element must have for a rule to be worth testing: any one of the keys of any selector of its list
 * (see alternativeKeys). Null when any selector of it could match an element whatever it is (`*`,
 * `:focus-visible`, an escape).
 */
export function ruleKeys(selector: string): readonly string[] | null {
  if (selector.includes('\\')) return null;
  const keys: string[] = [];
  for (const alternative of alternatives(selector)) {
    const found = alternativeKeys(alternative);
    if (found === null) return null;
    keys.push(...found);
  }
  return keys;
}

/** The attribute an `[name]` key names, or null for a class's or a type's key. */
export function attributeOfKey(key: string): string | null {
  return key.startsWith('[') ? key.slice(1, -1) : null;
}

const ONLY_CLASSES = /^(?:\.-?[A-Za-z_][A-Za-z0-9_-]*)+$/;

/**
 * The classes of a selector made of nothing else (`.css-1x2y3z`, `.MuiButton-root.Mui-disabled`): an element
 * matches it exactly when it has every one of them, as jsdom's engine decides (it matches classes
 * case-sensitively in every mode). Null for any other selector.
 */
export function onlyClasses(selector: string): readonly string[] | null {
  return ONLY_CLASSES.test(selector) ? classesIn(selector) : null;
}

const classSets = new Map<string, ReadonlySet<string>>();

/** An element's classes, as jsdom's selector engine reads them (case-sensitive, split at ASCII whitespace). */
export function classesOf(element: ElementImpl): ReadonlySet<string> {
  const attribute = element.getAttributeNS(null, 'class') ?? '';
  let classes = classSets.get(attribute);
  if (!classes) {
    classes = new Set(attribute.split(/[ \t\n\f\r]+/).filter(Boolean));
    if (classSets.size > 10_000) classSets.clear();
    classSets.set(attribute, classes);
  }
  return classes;
}

const filtered = new WeakSet<object>();

export function filterStyleRulesByClass(document: Document): void {
  const implKey = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const documentImpl = implKey ? (document as unknown as Record<symbol, DocumentImpl>)[implKey] : undefined;
  const selectorEngine = documentImpl?._domSelector;
  // Another jsdom, laid out differently: leave its matching as it is.
  if (!selectorEngine || filtered.has(selectorEngine)) return;
  filtered.add(selectorEngine);
  const check = selectorEngine.check;
  selectorEngine.check = (selector, node, options) => {
    const classes = requiredClasses(selector);
    if (classes.length > 0) {
      const has = classesOf(node);
      if (!classes.every((name) => has.has(name))) return { match: false, pseudoElement: null };
    }
    return check(selector, node, options);
  };
}
