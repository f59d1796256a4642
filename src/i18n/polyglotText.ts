// Our texts are written once, in domain/messages (the server reads them there too). A parameterised text
// is a function there; react-admin's i18nProvider wants polyglot strings. Calling the function with
// polyglot placeholders in place of its arguments turns one into the other, so no text is copied.

/** The polyglot placeholder `%{name}`, passed to a domain/messages text function as its argument. */
export const param = (name: string): string => `%{${name}}`;

/** The placeholder for a number argument that the text function only prints (a year, a status code). */
export const numberParam = (name: string): number => param(name) as unknown as number;

/**
 * The count placeholder, for a text function's number argument. The function only prints it or compares it
 * with 1, which a string never equals: so it yields the function's plural wording (see `plural`).
 */
const countParam = numberParam('smart_count');

/**
 * A polyglot plural text ('one |||| other', chosen by `smart_count`) from a text function of a count:
 * `plural((n) => messages.x.members(n))`, translated with `{ smart_count: n }`.
 */
export function plural(text: (count: number) => string): string {
  return `${text(1)} |||| ${text(countParam)}`;
}
