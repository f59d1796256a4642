/** The API's `{ success, data }` envelopes become their data; other bodies pass as they are. */
export function unwrapEnvelope(json: unknown): unknown {
  if (typeof json === 'object' && json !== null && 'success' in json && 'data' in json) {
    return json.data;
  }
  return json;
}
