/** A catalogue of texts: nested objects whose leaves are the texts. */
type Catalogue = object;

/** Every text's key in a catalogue, as polyglot reads it: the nested names joined by dots. */
export function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as Catalogue, `${prefix}${name}.`),
  );
}

/** Every subtree's key in a catalogue (`app`, `app.match`, ...): the beginnings its texts' keys share. */
export function subtreesOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'string'
      ? []
      : [`${prefix}${name}`, ...subtreesOf(value as Catalogue, `${prefix}${name}.`)],
  );
}
