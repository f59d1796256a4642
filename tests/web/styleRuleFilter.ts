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

/**
 * The last compound of a selector without a list or an escape, without what is inside brackets or a
 * pseudo-class's parentheses (which does not name the element's own classes or type); null when unsure.
 */
function lastCompound(selector: string): string | null {
  let depth = 0;
  let lastStart = 0;
  let plain = '';
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~')) {
      lastStart = index + 1;
      plain = '';
      continue;
    }
    if (depth === 0 && char !== ')' && char !== ']') plain += char;
    if (index + 1 === selector.length && depth !== 0) return null;
  }
  return lastStart >= selector.length ? null : plain;
}

function classesIn(compound: string): string[] {
  return [...compound.matchAll(/\.([^.#:[(\s]+)/g)].map((found) => found[1]);
}

/** The selectors of a list, split at its top-level commas. */
function alternatives(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts;
}

/**
 * What an element must have for a rule to be worth testing: `.name` for a class its selector's last part
 * names, or the type (`div`) it names; one key for each selector of a list. Null when any selector of it
 * could match an element whatever its classes and type (`*`, `[popover]`, an escape, a quoted comma).
 */
export function ruleKeys(selector: string): readonly string[] | null {
  if (selector.includes('\\') || selector.includes('"') || selector.includes("'")) return null;
  const keys: string[] = [];
  for (const alternative of alternatives(selector)) {
    const compound = lastCompound(alternative);
    // A namespace (`svg|a`) is a constraint jsdom does not apply.
    if (!compound || compound.includes('|')) return null;
    const [firstClass] = classesIn(compound);
    if (firstClass !== undefined) keys.push(`.${firstClass}`);
    else {
      const type = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(compound)?.[0];
      if (!type) return null;
      keys.push(type.toLowerCase());
    }
  }
  return keys;
}

const classSets = new Map<string, ReadonlySet<string>>();

function classesOf(element: ElementImpl): ReadonlySet<string> {
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
