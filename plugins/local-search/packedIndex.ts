/**
 * A prebuilt MiniSearch index in a compact form, so the browser loads the index instead of building it.
 *
 * Building the MiniSearch index of the docs (about 5,000 records) takes about 200 ms of main-thread time on this
 * machine; loading a serialized one takes a fraction of that. MiniSearch's own serialization (`toJSON`) writes
 * every posting as `{"<docId>": <frequency>}` and a `documentIds` map, which would nearly double the gzipped index
 * file. Here the postings of each term and field are delta-encoded document ids with their frequencies (left out
 * when all are 1), and `documentIds` is dropped because our ids are the record positions (0..n-1).
 *
 * `unpackIndex` gives back exactly what `toJSON` returned (tested), which `MiniSearch.loadJS` then loads.
 * Client-safe: no Node imports.
 */
import type {AsPlainObject} from 'minisearch';

/** Per field: [fieldId, document id deltas, frequencies or 0 when every frequency is 1]. */
type PackedPostings = [number, number[], number[] | 0];

export type PackedIndex = {
  /** MiniSearch's serialization version; unpack refuses any other. */
  v: number;
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  fieldLength: AsPlainObject['fieldLength'];
  averageFieldLength: number[];
  dirtCount: number;
  index: [string, PackedPostings[]][];
};

/** The MiniSearch serialization format this packing understands. */
export const SERIALIZATION_VERSION = 2;

type Postings = Record<string, number>;

export function packIndex(js: AsPlainObject): PackedIndex {
  if (js.serializationVersion !== SERIALIZATION_VERSION) {
    throw new Error(
      `packIndex: MiniSearch serialization version ${js.serializationVersion}, expected ${SERIALIZATION_VERSION}`,
    );
  }
  for (const [shortId, id] of Object.entries(js.documentIds)) {
    if (String(id) !== shortId)
      throw new Error(`packIndex: document ${shortId} has id ${String(id)}; ids must be record positions`);
  }
  if (Object.keys(js.storedFields).length) throw new Error('packIndex: stored fields are not supported');
  const index = (js.index as [string, Record<string, Postings>][]).map(([term, fields]): [string, PackedPostings[]] => [
    term,
    Object.entries(fields).map(([fieldId, postings]): PackedPostings => {
      const ids = Object.keys(postings)
        .map(Number)
        .sort((a, b) => a - b);
      let previous = 0;
      const deltas = ids.map((id) => {
        const delta = id - previous;
        previous = id;
        return delta;
      });
      const frequencies = ids.map((id) => postings[id]);
      return [Number(fieldId), deltas, frequencies.every((f) => f === 1) ? 0 : frequencies];
    }),
  ]);
  return {
    v: js.serializationVersion,
    documentCount: js.documentCount,
    nextId: js.nextId,
    fieldIds: js.fieldIds,
    fieldLength: js.fieldLength,
    averageFieldLength: js.averageFieldLength,
    dirtCount: js.dirtCount ?? 0,
    index,
  };
}

export function unpackIndex(packed: PackedIndex): AsPlainObject {
  if (packed.v !== SERIALIZATION_VERSION) {
    throw new Error(
      `Search index format ${packed.v} is not supported (expected ${SERIALIZATION_VERSION}); rebuild the site`,
    );
  }
  const documentIds: Record<string, number> = {};
  for (const shortId of Object.keys(packed.fieldLength)) documentIds[shortId] = Number(shortId);
  const index = packed.index.map(([term, fields]) => {
    const data: Record<string, Postings> = {};
    for (const [fieldId, deltas, frequencies] of fields) {
      const postings: Postings = {};
      let id = 0;
      for (let i = 0; i < deltas.length; i += 1) {
        id += deltas[i];
        postings[id] = frequencies === 0 ? 1 : frequencies[i];
      }
      data[fieldId] = postings;
    }
    return [term, data];
  });
  return {
    documentCount: packed.documentCount,
    nextId: packed.nextId,
    documentIds,
    fieldIds: packed.fieldIds,
    fieldLength: packed.fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount: packed.dirtCount,
    index: index as AsPlainObject['index'],
    serializationVersion: packed.v,
  };
}
