/**
 * The schema checker for the typed data files in src/data (tools, adopters, the community tools catalogue, the
 * community pages' data). TypeScript checks the shape at compile time; these rules also run on JSON data, which
 * TypeScript only widens. A module per data file (plugins/data-checks/<file>.ts) describes its entries with the
 * rules below and exports a `check...` function that returns every problem, each naming the file, the entry and
 * the field; the unit tests and the build (plugins/data-checks/index.ts) run them. Nothing here reaches the browser.
 */

/** Checks one value; returns human-readable problems, each starting with `field "<name>"`. */
export type Rule = (value: unknown, field: string) => string[];

/** The fields of an entry and the rule each must follow. Fields not listed here are reported as unknown. */
export type Shape = Record<string, Rule>;

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const fail = (field: string, expected: string, value: unknown): string[] => [
  `field "${field}" must be ${expected}, got ${show(value)}`,
];

export type TextOptions = {pattern?: RegExp; describe?: string; maxLength?: number};

/** A non-empty string without surrounding spaces, optionally matching a pattern. */
export function text({pattern, describe, maxLength = 300}: TextOptions = {}): Rule {
  return (value, field) => {
    if (typeof value !== 'string' || value.trim() === '' || value !== value.trim() || value.length > maxLength) {
      return fail(field, `a non-empty, trimmed string of at most ${maxLength} characters`, value);
    }
    if (pattern && !pattern.test(value)) return fail(field, describe ?? `a string matching ${pattern}`, value);
    return [];
  };
}

/** An absolute https URL, optionally on one of the given hosts. */
export function httpsUrl(hosts?: readonly string[]): Rule {
  return (value, field) => {
    let url: URL | null = null;
    try {
      url = typeof value === 'string' ? new URL(value) : null;
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') return fail(field, 'an absolute https URL', value);
    if (hosts && !hosts.includes(url.hostname)) return fail(field, `a URL on ${hosts.join(' or ')}`, value);
    return [];
  };
}

/** An integer between min and max (inclusive). */
export function integer(min: number, max: number): Rule {
  return (value, field) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? []
      : fail(field, `an integer from ${min} to ${max}`, value);
}

/** One of a fixed list of strings. */
export function oneOf(values: readonly string[]): Rule {
  return (value, field) =>
    typeof value === 'string' && values.includes(value) ? [] : fail(field, `one of ${values.join(', ')}`, value);
}

/** A full ISO 8601 date-time in UTC, such as 2026-05-26T15:00:00.000Z. */
export function isoDateTime(): Rule {
  return (value, field) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value))
      ? []
      : fail(field, 'an ISO 8601 UTC date-time such as 2026-05-26T15:00:00.000Z', value);
}

/** true or false. */
export function boolean(): Rule {
  return (value, field) => (typeof value === 'boolean' ? [] : fail(field, 'true or false', value));
}

/** A site path such as `/tools/cli` (no trailing slash: the site uses `trailingSlash: false`). */
export function sitePath(): Rule {
  return (value, field) =>
    typeof value === 'string' && /^\/[a-z0-9/-]*$/.test(value) && (value === '/' || !value.endsWith('/'))
      ? []
      : fail(field, 'a site path like /tools/cli', value);
}

/** Passes when one of `rules` passes; otherwise reports `expected`. */
export function either(expected: string, ...rules: Rule[]): Rule {
  return (value, field) => (rules.some((rule) => rule(value, field).length === 0) ? [] : fail(field, expected, value));
}

/** The field may be absent; when present it must follow `rule`. */
export function optional(rule: Rule): Rule {
  return (value, field) => (value === undefined ? [] : rule(value, field));
}

/** An array whose items all follow `rule`, with at least `min` items and no duplicates of primitive items. */
export function arrayOf(rule: Rule, {min = 0}: {min?: number} = {}): Rule {
  return (value, field) => {
    if (!Array.isArray(value)) return fail(field, 'an array', value);
    if (value.length < min) return fail(field, `an array with at least ${min} item(s)`, value);
    const problems = value.flatMap((item, index) => rule(item, `${field}[${index}]`));
    const primitives = value.filter((item) => typeof item !== 'object');
    if (new Set(primitives).size !== primitives.length)
      problems.push(...fail(field, 'an array without duplicates', value));
    return problems;
  };
}

/** A nested object with its own shape. */
export function object(shape: Shape): Rule {
  return (value, field) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(field, 'an object', value);
    const record = value as Record<string, unknown>;
    const unknown = Object.keys(record)
      .filter((key) => !(key in shape))
      .map((key) => `field "${field ? `${field}.` : ''}${key}" is not part of the schema`);
    const known = Object.entries(shape).flatMap(([key, rule]) => rule(record[key], field ? `${field}.${key}` : key));
    return [...known, ...unknown];
  };
}

export type CheckOptions = {
  /** A field whose value names the entry in messages and must be unique across entries. */
  key: string;
  /** The least number of entries the file must hold. */
  min?: number;
  /** What must be unique, when it is more than the key field (compared without case). */
  uniqueBy?: (entry: Record<string, unknown>) => string;
};

/**
 * Checks every entry of a data file against a shape. Returns one message per problem, each naming the file,
 * the entry (index and key) and the field; an empty array means the data is valid.
 */
export function checkEntries(
  file: string,
  entries: unknown,
  shape: Shape,
  {key, min = 1, uniqueBy}: CheckOptions,
): string[] {
  if (!Array.isArray(entries)) return [`${file}: the data must be an array, got ${show(entries)}`];
  if (entries.length < min) return [`${file}: expected at least ${min} entries, got ${entries.length}`];
  const seen = new Map<unknown, number>();
  return entries.flatMap((entry, index) => {
    const label =
      typeof entry === 'object' && entry !== null && typeof (entry as Record<string, unknown>)[key] === 'string'
        ? (entry as Record<string, string>)[key]
        : '?';
    const where = `${file}: entry ${index} (${label})`;
    const problems = object(shape)(entry, '').map((problem) => `${where}: ${problem}`);
    const unique =
      uniqueBy && typeof entry === 'object' && entry !== null ? uniqueBy(entry as Record<string, unknown>) : label;
    if (unique !== '?') {
      const first = seen.get(unique.toLowerCase());
      if (first !== undefined) problems.push(`${where}: field "${key}" duplicates entry ${first}`);
      else seen.set(unique.toLowerCase(), index);
    }
    return problems;
  });
}

/** Shared patterns for public profile handles. */
export const GITHUB_HANDLE = text({
  pattern: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,
  describe: 'a GitHub user name (letters, digits, hyphens)',
});
export const X_HANDLE = text({
  pattern: /^[A-Za-z0-9_]{1,15}$/,
  describe: 'an X user name without @ (letters, digits, _)',
});
export const LINKEDIN_HANDLE = text({
  pattern: /^[\p{L}\p{N}_-]{2,100}$/u,
  describe: 'the LinkedIn profile name that follows linkedin.com/in/',
});
