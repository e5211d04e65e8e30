/**
 * Small schema checks for the typed data files in src/data. TypeScript checks the shape at compile time;
 * these run in the unit tests (and on JSON data, which TypeScript only widens) and fail with a message that
 * names the file, the entry and the field, so a bad edit is easy to find.
 */

export type Check = (value: unknown) => string | null;

export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly entry: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${entry}: field "${field}" ${problem}`);
    this.name = 'DataError';
  }
}

export const isNonEmptyString: Check = (value) =>
  typeof value === 'string' && value.trim() !== '' ? null : 'must be a non-empty string';

export const isHttpsUrl: Check = (value) => {
  if (typeof value !== 'string') return 'must be an https URL';
  try {
    return new URL(value).protocol === 'https:' ? null : 'must be an https URL';
  } catch {
    return 'must be an https URL';
  }
};

/** A site path such as `/tools/cli` (no trailing slash: the site uses `trailingSlash: false`). */
export const isSitePath: Check = (value) =>
  typeof value === 'string' && /^\/[a-z0-9/-]*$/.test(value) && (value === '/' || !value.endsWith('/'))
    ? null
    : 'must be a site path like /tools/cli';

export const isBoolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');

export function isOneOf(allowed: readonly string[]): Check {
  return (value) => (typeof value === 'string' && allowed.includes(value) ? null : `must be one of: ${allowed.join(', ')}`);
}

/** An array whose items all pass `item`; `minLength` items at least. */
export function isArrayOf(item: Check, minLength = 0): Check {
  return (value) => {
    if (!Array.isArray(value)) return 'must be a list';
    if (value.length < minLength) return `must have at least ${minLength} item(s)`;
    for (const [index, element] of value.entries()) {
      const problem = item(element);
      if (problem) return `item ${index} ${problem}`;
    }
    if (new Set(value.map((element) => JSON.stringify(element))).size !== value.length) return 'has duplicate items';
    return null;
  };
}

export function optional(check: Check): Check {
  return (value) => (value === undefined ? null : check(value));
}

/** Field path (dots for nesting) to its check. */
export type Shape = Record<string, Check>;

function read(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, record);
}

/**
 * Checks every entry against `shape` and throws a DataError for the first problem. `label` names an entry
 * in messages (usually its title); unknown top-level fields are rejected too, so typos do not pass silently.
 */
export function checkEntries(file: string, entries: readonly unknown[], shape: Shape, label: (entry: unknown) => string): void {
  const known = new Set(Object.keys(shape).map((path) => path.split('.')[0]));
  entries.forEach((entry, index) => {
    const name = `entry ${index} (${label(entry)})`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new DataError(file, name, '(entry)', 'must be an object');
    }
    for (const key of Object.keys(entry)) {
      if (!known.has(key)) throw new DataError(file, name, key, 'is not part of the schema');
    }
    for (const [path, check] of Object.entries(shape)) {
      const problem = check(read(entry, path));
      if (problem) throw new DataError(file, name, path, problem);
    }
  });
}

/** Throws when two entries share the same key. */
export function checkUnique(file: string, entries: readonly unknown[], field: string, key: (entry: unknown) => string): void {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const value = key(entry);
    if (seen.has(value)) throw new DataError(file, `entry ${index} (${value})`, field, 'duplicates an earlier entry');
    seen.add(value);
  });
}

/** A readable label for an entry: its `title`, `name` or `companyName`, if any. */
export function entryLabel(entry: unknown): string {
  if (entry && typeof entry === 'object') {
    const record = entry as Record<string, unknown>;
    for (const key of ['title', 'name', 'companyName', 'id']) {
      if (typeof record[key] === 'string') return record[key] as string;
    }
  }
  return 'unnamed';
}
