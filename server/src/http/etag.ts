/** An ETag without its weakness mark: If-None-Match compares weakly (RFC 9110 section 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header lists this ETag (or is *): the answer can be 304 Not Modified. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === wanted || tag === '*');
}
