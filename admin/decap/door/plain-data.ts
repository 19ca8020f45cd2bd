/**
 * Decap hands its data over as Immutable collections in some places and as plain objects in others
 * (an entry from `getCollection` may hold either; the media library's files are a list): the plain
 * form either way, for code that reads it as JSON.
 */
export function plainData(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'toJS' in value && typeof value.toJS === 'function'
    ? (value.toJS as () => unknown)()
    : value;
}
