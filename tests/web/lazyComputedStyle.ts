import { createRequire } from 'node:module';
import { attributeOfKey, classesOf, onlyClasses, ruleKeys } from './styleRuleFilter';

/**
 * jsdom's getComputedStyle builds a whole declaration on every call: it copies every property the element's
 * rules set and resolves fifteen properties (nine colours, each parsed) up the element's ancestors. Testing
 * Library and user-event call it for every element they consider and each of its ancestors, and read one
 * property of it: display, visibility or pointer-events. After every change to the document, jsdom also
 * matches each element again against every rule of every style sheet.
 *
 * This makes both cheaper without changing a single answer:
 * - getComputedStyle returns a declaration that resolves display, visibility and pointer-events when they
 *   are read, exactly as jsdom resolves them, and builds jsdom's own whole declaration the first time
 *   anything else is read from it;
 * - an element is tested only against the rules that could match it: those whose selector's last part names
 *   one of its classes or its type, and those whose selector names neither (`[popover]`, `*`). They are
 *   tested with jsdom's own matching, in the style sheets' order, so the cascade is jsdom's.
 */

const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom/package.json'));

interface StyleDeclaration {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): string;
  readonly length: number;
  [index: number]: string;
}

interface CssRule {
  selectorText?: string;
  style?: StyleDeclaration;
  media?: ArrayLike<string> & { length: number };
  cssRules?: ArrayLike<CssRule>;
  styleSheet?: { cssRules: ArrayLike<CssRule> } | null;
  constructor: { name: string };
}

interface StyleSheet {
  cssRules: ArrayLike<CssRule>;
}

interface ElementImpl {
  _ownerDocument: DocumentImpl;
  _attributeList: ReadonlyArray<{ _localName: string }>;
  localName: string;
  style: StyleDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
}

interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, StyleDeclaration> | null;
  _domSelector: {
    check(selector: string, node: ElementImpl): { match: boolean; pseudoElement?: string | null };
  };
  styleSheets: { _list: StyleSheet[] };
}

interface StyleRules {
  getDeclarationForElement(element: ElementImpl): StyleDeclaration;
  getResolvedValue(element: ElementImpl, property: string): string;
}

const styleRules: StyleRules = jsdomRequire('./lib/jsdom/living/helpers/style-rules.js');
const { CSSStyleDeclaration } = jsdomRequire('cssstyle') as {
  CSSStyleDeclaration: new () => StyleDeclaration;
};
const cssom = jsdomRequire('@acemir/cssom') as {
  parse(text: string): StyleSheet;
  CSSStyleSheet?: { prototype: Record<string, unknown> };
  CSSGroupingRule?: { prototype: Record<string, unknown> };
};
const defaultStyleSheet = cssom.parse(
  jsdomRequire('node:fs').readFileSync(
    jsdomRequire.resolve('./lib/jsdom/browser/default-stylesheet.css'),
    'utf8',
  ),
);

/** A rule with its place in the cascade. */
interface IndexedRule {
  order: number;
  rule: CssRule;
}

interface RuleIndex {
  /** What the index was built from: each sheet and grouping rule with its number of rules. */
  shape: unknown[];
  /**
   * The rules worth testing on an element with a key: its type, `.name` for each of its classes, `[name]` for
   * each of its attributes.
   */
  byKey: Map<string, IndexedRule[]>;
  /** The attributes some rule's key names. */
  keyedAttributes: ReadonlySet<string>;
  /** The rules worth testing on every element. */
  unkeyed: IndexedRule[];
  /** The candidate rules of each kind of element met so far, by its keys (type, classes, keyed attributes). */
  candidatesOf: Map<string, IndexedRule[]>;
}

/** The rules jsdom considers for an element, in its order: @import and @media screen rules opened. */
function forEachRule(sheet: StyleSheet, visit: ((rule: CssRule) => void) | null, shape: unknown[]): void {
  const rules = sheet.cssRules;
  shape.push(sheet, rules.length);
  for (let index = 0; index < rules.length; index += 1) {
    const rule = rules[index];
    if (rule.media) {
      if (rule.constructor.name === 'CSSImportRule') {
        const imported = rule.styleSheet;
        shape.push(rule, imported ?? null, imported?.cssRules.length ?? -1);
        if (visit && imported && (rule.media.length === 0 || Array.from(rule.media).includes('screen')))
          for (const inner of Array.from(imported.cssRules)) visit(inner);
      } else {
        shape.push(rule, rule.cssRules?.length ?? -1);
        if (visit && Array.from(rule.media).includes('screen'))
          for (const inner of Array.from(rule.cssRules ?? [])) visit(inner);
      }
    } else visit?.(rule);
  }
}

function shapeOf(document: DocumentImpl): unknown[] {
  const shape: unknown[] = [];
  for (const sheet of document.styleSheets._list) forEachRule(sheet, null, shape);
  return shape;
}

function sameShape(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** jsdom's selector as it tests it (cssstyle may leave declarations before a `;`). */
function selectorOf(rule: CssRule): string {
  return (rule.selectorText ?? '').split(';').pop()?.trim() ?? '';
}

const keysOfSelector = new Map<string, readonly string[] | null>();

function keysOf(rule: CssRule): readonly string[] | null {
  const selector = selectorOf(rule);
  if (!keysOfSelector.has(selector)) keysOfSelector.set(selector, ruleKeys(selector));
  return keysOfSelector.get(selector) ?? null;
}

function buildIndex(document: DocumentImpl, shape: unknown[]): RuleIndex {
  const byKey = new Map<string, IndexedRule[]>();
  const unkeyed: IndexedRule[] = [];
  const keyedAttributes = new Set<string>();
  let order = 0;
  const visit = (rule: CssRule) => {
    const entry = { order: order++, rule };
    // A rule without a selector (@font-face, @keyframes) matches nothing.
    if (!rule.selectorText) return;
    const keys = keysOf(rule);
    if (keys === null) {
      unkeyed.push(entry);
      return;
    }
    for (const key of new Set(keys)) {
      const attribute = attributeOfKey(key);
      if (attribute) keyedAttributes.add(attribute);
      const bucket = byKey.get(key);
      if (bucket) bucket.push(entry);
      else byKey.set(key, [entry]);
    }
  };
  forEachRule(defaultStyleSheet, visit, []);
  for (const sheet of document.styleSheets._list) forEachRule(sheet, visit, []);
  return { shape, byKey, keyedAttributes, unkeyed, candidatesOf: new Map() };
}

/**
 * Each document's index, with the style cache it was last checked against. jsdom drops that cache whenever a
 * sheet is added, removed or rewritten, so the sheets are compared again only then, or after a rule was
 * inserted or deleted through the CSSOM (which jsdom does not count as a change).
 */
const indexes = new WeakMap<DocumentImpl, RuleIndex & { checkedFor: object | null; edits: number }>();
/**
 * jsdom's modules load once per worker, while a file that runs apart loads this module again: what this module
 * changes in jsdom (its first getDeclarationForElement, the count of CSSOM edits) is kept on jsdom's own
 * module, so every copy of this module finds it.
 */
interface SharedState {
  jsdomDeclarationForElement: StyleRules['getDeclarationForElement'];
  cssomEdits: number;
}
const SHARED = Symbol.for('vrpb.lazyComputedStyle');
const jsdomModule = styleRules as unknown as Record<symbol, SharedState | undefined>;
jsdomModule[SHARED] ??= { jsdomDeclarationForElement: styleRules.getDeclarationForElement, cssomEdits: 0 };
const shared: SharedState = jsdomModule[SHARED];

function indexOf(document: DocumentImpl): RuleIndex {
  const known = indexes.get(document);
  if (known && known.checkedFor === document._styleCache && known.edits === shared.cssomEdits) return known;
  const shape = shapeOf(document);
  const index = known && sameShape(known.shape, shape) ? known : buildIndex(document, shape);
  const checked = { ...index, checkedFor: document._styleCache, edits: shared.cssomEdits };
  indexes.set(document, checked);
  return checked;
}

function countCssomEdits(prototype: Record<string, unknown> | undefined): void {
  if (!prototype) return;
  for (const name of ['insertRule', 'deleteRule', 'addRule', 'removeRule', 'replaceSync']) {
    const method = prototype[name];
    if (typeof method !== 'function' || Object.hasOwn(method, 'countsEdits')) continue;
    const counted = function (this: unknown, ...args: unknown[]) {
      shared.cssomEdits += 1;
      return method.apply(this, args);
    };
    Object.defineProperty(counted, 'countsEdits', { value: true });
    prototype[name] = counted;
  }
}

const onlyClassesOf = new Map<string, readonly string[] | null>();

/**
 * jsdom's test of one rule against an element: a pseudo-element never matches, nor does a bad selector. A
 * selector of classes alone is answered from the element's classes, as jsdom's engine would answer it.
 */
function matches(rule: CssRule, element: ElementImpl): boolean {
  if (!rule.selectorText) return false;
  const selector = selectorOf(rule);
  let classes = onlyClassesOf.get(selector);
  if (classes === undefined) {
    classes = onlyClasses(selector);
    onlyClassesOf.set(selector, classes);
  }
  if (classes) {
    const has = classesOf(element);
    return classes.every((name) => has.has(name));
  }
  try {
    const { match, pseudoElement } = element._ownerDocument._domSelector.check(selector, element);
    return pseudoElement ? false : match;
  } catch {
    return false;
  }
}

/**
 * The rules worth testing on an element, each once, in the cascade's order: the same for every element of its
 * type, classes and keyed attributes. An attribute's key is taken for any attribute of that local name, in any
 * case, which is at least every one jsdom's engine could match.
 */
function candidateRules(index: RuleIndex, element: ElementImpl): IndexedRule[] {
  const keys = new Set([element.localName.toLowerCase()]);
  for (const name of classesOf(element)) keys.add(`.${name}`);
  if (index.keyedAttributes.size > 0)
    for (const attribute of element._attributeList) {
      const name = attribute._localName.toLowerCase();
      if (index.keyedAttributes.has(name)) keys.add(`[${name}]`);
    }
  const kind = [...keys].join(' ');
  const known = index.candidatesOf.get(kind);
  if (known) return known;
  const found = new Set<IndexedRule>(index.unkeyed);
  for (const key of keys) for (const entry of index.byKey.get(key) ?? []) found.add(entry);
  const candidates = [...found].sort((a, b) => a.order - b.order);
  if (index.candidatesOf.size > 20_000) index.candidatesOf.clear();
  index.candidatesOf.set(kind, candidates);
  return candidates;
}

/** jsdom's getDeclarationForElement, taking only the rules that could match. Same cache, same cascade. */
function declarationForElement(element: ElementImpl): StyleDeclaration {
  const document = element._ownerDocument;
  if (!document._styleCache) document._styleCache = new WeakMap();
  const styleCache = document._styleCache;
  const cached = styleCache.get(element);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const handleProperty = (style: StyleDeclaration, property: string) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  for (const { rule } of candidateRules(indexOf(document), element)) {
    if (!matches(rule, element) || !rule.style) continue;
    const style = rule.style;
    for (let index = 0; index < style.length; index += 1) handleProperty(style, style[index]);
  }
  for (let index = 0; index < element.style.length; index += 1)
    handleProperty(element.style, element.style[index]);
  styleCache.set(element, declaration);
  return declaration;
}

/** The properties read at once; anything else builds jsdom's whole declaration. */
const LAZY_PROPERTIES = new Map([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointerEvents', 'pointer-events'],
  ['pointer-events', 'pointer-events'],
]);

function implOf(element: Element): ElementImpl | undefined {
  const key = Object.getOwnPropertySymbols(element).find((symbol) => symbol.description === 'impl');
  return key ? (element as unknown as Record<symbol, ElementImpl>)[key] : undefined;
}

/** jsdom's own getComputedStyle of the window the lazy one was installed on, for the tests of this file. */
let jsdomComputedStyleOf: ((element: Element) => CSSStyleDeclaration) | null = null;

/**
 * What jsdom alone answers for each of `elements` (of one document), from a fresh cache, without the index or
 * the lazy declaration. The cache jsdom fills meanwhile is its own, kept while the document does not change.
 */
export function jsdomComputedStyles(elements: readonly Element[]): CSSStyleDeclaration[] {
  const impl = elements[0] ? implOf(elements[0]) : undefined;
  if (!jsdomComputedStyleOf || !impl) throw new Error('installLazyComputedStyle has not run on this window');
  const computeOwn = jsdomComputedStyleOf;
  const document = impl._ownerDocument;
  const patched = styleRules.getDeclarationForElement;
  document._styleCache = null;
  styleRules.getDeclarationForElement = shared.jsdomDeclarationForElement;
  try {
    return elements.map((element) => computeOwn(element));
  } finally {
    styleRules.getDeclarationForElement = patched;
    document._styleCache = null;
  }
}

/** What jsdom alone answers for one element (see jsdomComputedStyles). */
export function jsdomComputedStyle(element: Element): CSSStyleDeclaration {
  return jsdomComputedStyles([element])[0];
}

const installed = new WeakSet<object>();

export function installLazyComputedStyle(window: Window & typeof globalThis): void {
  if (installed.has(window)) return;
  installed.add(window);
  countCssomEdits(cssom.CSSStyleSheet?.prototype);
  countCssomEdits(cssom.CSSGroupingRule?.prototype);
  styleRules.getDeclarationForElement = declarationForElement;
  const original = window.getComputedStyle.bind(window);
  jsdomComputedStyleOf = original;
  const normaliser = new CSSStyleDeclaration();

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const impl = element instanceof window.Element ? implOf(element) : undefined;
    if (!impl || (pseudoElement !== undefined && pseudoElement !== null))
      return original(element, pseudoElement);
    let whole: CSSStyleDeclaration | null = null;
    const full = () => {
      whole ??= original(element);
      return whole;
    };
    // As jsdom sets each resolved property on its declaration, so the value reads back the same.
    const resolved = (property: string) => {
      normaliser.setProperty(property, styleRules.getResolvedValue(impl, property));
      return normaliser.getPropertyValue(property);
    };
    const getPropertyValue = (property: string) => {
      const lazy = LAZY_PROPERTIES.get(property);
      return lazy && !whole ? resolved(lazy) : full().getPropertyValue(property);
    };
    return new Proxy(Object.create(CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_target, property) {
        if (property === 'getPropertyValue') return getPropertyValue;
        const lazy = typeof property === 'string' ? LAZY_PROPERTIES.get(property) : undefined;
        if (lazy && !whole) return resolved(lazy);
        const value = Reflect.get(full(), property);
        return typeof value === 'function' ? value.bind(full()) : value;
      },
      set: (_target, property, value) => Reflect.set(full(), property, value),
      has: (_target, property) => Reflect.has(full(), property),
      ownKeys: () => Reflect.ownKeys(full()),
      getOwnPropertyDescriptor: (_target, property) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(full(), property);
        return descriptor ? { ...descriptor, configurable: true } : undefined;
      },
    });
  };
}
