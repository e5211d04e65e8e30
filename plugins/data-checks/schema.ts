/**
 * The schemas of the typed data files in src/data (tools, adopters, the community tools catalogue, the community
 * pages' data), written with Joi as Docusaurus itself validates its options (`@docusaurus/utils-validation`).
 * TypeScript checks the shape at compile time; these schemas also run on JSON data, which TypeScript only widens. A
 * module per data file (plugins/data-checks/<file>.ts) describes its entries with the builders below and exports a
 * `check...` function that returns every problem, each naming the file, the entry and the field; the unit tests and
 * the build (plugins/data-checks/index.ts) run them. Nothing here reaches the browser.
 *
 * Each builder attaches what it expects as its error messages ("an absolute https URL"), so a problem reads
 * `field "links.repo" must be an absolute https URL, got "http://…"` whichever Joi rule failed.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {ValidationErrorItem} from 'joi';

export type Rule = Joi.Schema;

/** The fields of an entry and the schema each must follow. Fields not listed here are reported as unknown. */
export type Shape = Record<string, Rule>;

/** The error codes a builder can produce, all answered with what it expects. */
const CODES = [
  'any.required',
  'any.only',
  'string.base',
  'string.empty',
  'string.max',
  'string.trim',
  'string.isoDate',
  'string.pattern.base',
  'number.base',
  'number.integer',
  'number.min',
  'number.max',
  'boolean.base',
  'array.base',
  'array.min',
  'object.base',
  'alternatives.any',
  'alternatives.match',
  'alternatives.types',
  'alternatives.one',
];

/** `schema`, reporting any failure as `must be <expected>`. */
function expecting(schema: Rule, expected: string): Rule {
  return schema.messages(Object.fromEntries(CODES.map((code) => [code, `must be ${expected}`])));
}

/** Strings are checked as written: no conversion, no trimming. */
const strictString = () => Joi.string().strict();

export type TextOptions = {pattern?: RegExp; describe?: string; maxLength?: number};

/** A non-empty string without surrounding spaces, optionally matching a pattern. */
export function text({pattern, describe, maxLength = 300}: TextOptions = {}): Rule {
  const base = `a non-empty, trimmed string of at most ${maxLength} characters`;
  const trimmed = expecting(strictString().max(maxLength).trim(), base).required();
  return pattern
    ? trimmed.concat(
        strictString()
          .pattern(pattern)
          .messages({'string.pattern.base': `must be ${describe ?? `a string matching ${pattern}`}`}),
      )
    : trimmed;
}

/** An absolute https URL, optionally on one of the given hosts. */
export function httpsUrl(hosts?: readonly string[]): Rule {
  const url = Joi.any().custom((value: unknown, helpers) => {
    let parsed: URL | null = null;
    try {
      parsed = typeof value === 'string' ? new URL(value) : null;
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.protocol !== 'https:') return helpers.error('any.invalid');
    if (hosts && !hosts.includes(parsed.hostname)) return helpers.error('any.custom');
    return value;
  });
  return url
    .messages({
      'any.required': 'must be an absolute https URL',
      'any.invalid': 'must be an absolute https URL',
      'any.custom': `must be a URL on ${hosts?.join(' or ') ?? ''}`,
    })
    .required();
}

/** An integer between min and max (inclusive). */
export function integer(min: number, max: number): Rule {
  return expecting(Joi.number().strict().integer().min(min).max(max), `an integer from ${min} to ${max}`).required();
}

/** One of a fixed list of strings. */
export function oneOf(values: readonly string[]): Rule {
  return expecting(strictString().valid(...values), `one of ${values.join(', ')}`).required();
}

/** A full ISO 8601 date-time in UTC, such as 2026-05-26T15:00:00.000Z. */
export function isoDateTime(): Rule {
  return expecting(
    strictString()
      .pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/)
      .isoDate(),
    'an ISO 8601 UTC date-time such as 2026-05-26T15:00:00.000Z',
  ).required();
}

/** true or false. */
export function boolean(): Rule {
  return expecting(Joi.boolean().strict(), 'true or false').required();
}

/** A site path such as `/tools/cli` (no trailing slash: the site uses `trailingSlash: false`). */
export function sitePath(): Rule {
  return expecting(strictString().pattern(/^\/(?:[a-z0-9/-]*[a-z0-9-])?$/), 'a site path like /tools/cli').required();
}

/** Passes when one of `rules` passes; otherwise reports `expected`. */
export function either(expected: string, ...rules: Rule[]): Rule {
  return expecting(Joi.alternatives().try(...rules), expected).required();
}

/** An array whose items all follow `rule`, with at least `min` items and no duplicates of primitive items. */
export function arrayOf(rule: Rule, {min = 0}: {min?: number} = {}): Rule {
  // An item schema marked required would mean "the array must contain one": items are checked as optional.
  const array = Joi.array()
    .items(rule.optional())
    .min(min)
    .messages({
      'array.base': 'must be an array',
      'array.min': `must be an array with at least ${min} item(s)`,
      'array.unique': 'must be an array without duplicates',
      'any.required': 'must be an array',
    })
    .required();
  return rule.type === 'object' ? array : array.unique();
}

/** A nested object with its own shape. */
export function object(shape: Shape): Joi.ObjectSchema {
  return Joi.object(shape)
    .messages({'object.base': 'must be an object', 'any.required': 'must be an object'})
    .required();
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** `links.repo`, `categories[0]`: the field path as the messages name it. */
function fieldName(path: ReadonlyArray<string | number>): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** One message per Joi problem: `field "<path>" must be …, got …`, or that the field is not part of the schema. */
export function describeProblem(detail: ValidationErrorItem): string {
  const field = fieldName(detail.path);
  if (detail.type === 'object.unknown') return `field "${field}" is not part of the schema`;
  if (detail.type === 'object.missing' || detail.type === 'object.with') return `field "${field}" ${detail.message}`;
  return `field "${field}" ${detail.message}, got ${show(detail.context?.value)}`;
}

export type CheckOptions = {
  /** A field whose value names the entry in messages and must be unique across entries. */
  key: string;
  /** What must be unique, when it is more than the key field (compared without case). */
  uniqueBy?: (entry: Record<string, unknown>) => string;
};

/**
 * Checks every entry of a data file against a shape. Returns one message per problem, each naming the file,
 * the entry (index and key) and the field; an empty array means the data is valid.
 */
export function checkEntries(file: string, entries: unknown, shape: Shape, {key, uniqueBy}: CheckOptions): string[] {
  if (!Array.isArray(entries)) return [`${file}: the data must be an array, got ${show(entries)}`];
  if (entries.length === 0) return [`${file}: expected at least 1 entries, got 0`];
  const schema = object(shape);
  const seen = new Map<unknown, number>();
  return entries.flatMap((entry, index) => {
    const label =
      typeof entry === 'object' && entry !== null && typeof (entry as Record<string, unknown>)[key] === 'string'
        ? (entry as Record<string, string>)[key]
        : '?';
    const where = `${file}: entry ${index} (${label})`;
    const {error} = schema.validate(entry, {abortEarly: false});
    const problems = (error?.details ?? []).map((detail) => `${where}: ${describeProblem(detail)}`);
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

/** The fields that name a person of the initiative (TSC members, ambassadors): the name and the public profiles. */
export const PERSON: Shape = {
  name: text({maxLength: 80}),
  github: text({
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/,
    describe: 'a GitHub user name (letters, digits, hyphens)',
  }),
  x: text({pattern: /^[A-Za-z0-9_]{1,15}$/, describe: 'an X user name without @ (letters, digits, _)'}).optional(),
  linkedin: text({
    pattern: /^[\p{L}\p{N}_-]{2,100}$/u,
    describe: 'the LinkedIn profile name that follows linkedin.com/in/',
  }).optional(),
};
