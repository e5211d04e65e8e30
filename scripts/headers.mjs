/**
 * The headers Netlify would send, for the local preview server (scripts/serve.mjs): reads build/_headers (written
 * by plugins/built-html) in Netlify's format and answers which headers a URL path gets. As on Netlify,
 * every rule whose path matches applies (`*` matches any run of characters, `:name` one path segment), and a
 * response that no rule gives a Cache-Control gets Netlify's default, `public, max-age=0, must-revalidate`.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Parses the _headers format: a line starting with `/` (or a full URL) opens a rule, indented `Name: value`
 * lines add headers to it, `#` lines and blank lines are ignored. Throws with the line number on anything else.
 * @param {string} text
 * @returns {{path: string, headers: Record<string, string>}[]}
 */
export function parseHeaders(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/'))
        throw new Error(`_headers line ${index + 1}: a rule must start with a path such as /*: ${trimmed}`);
      rules.push({path: trimmed, headers: {}});
      return;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon <= 0)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path: ${trimmed}`);
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    // Netlify joins repeated headers of one rule with a comma.
    rule.headers[name] = name in rule.headers ? `${rule.headers[name]}, ${value}` : value;
  });
  return rules;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {string} pattern */
function matcher(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers for `urlPath` under `rules`: every matching rule in file order (a later value of the same name
 * is joined with a comma, as Netlify does), plus Netlify's default Cache-Control when none is set.
 * @param {{path: string, headers: Record<string, string>}[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  const result = {};
  const seen = new Map();
  for (const rule of rules) {
    if (!matcher(rule.path).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const existing = seen.get(key);
      if (existing === undefined) {
        seen.set(key, name);
        result[name] = value;
      } else {
        result[existing] = `${result[existing]}, ${value}`;
      }
    }
  }
  if (!seen.has('cache-control')) result['Cache-Control'] = NETLIFY_DEFAULT_CACHE_CONTROL;
  return result;
}

/**
 * Puts `headers` (from `headersFor`) on the response `res` will send. A `Content-Type` among them replaces the one
 * the file server picks by extension (serve-handler passes its own to writeHead, which would win over setHeader),
 * as a _headers Content-Type does on Netlify: the schema files are .json files sent as application/schema+json.
 * It replaces it only when the file itself is sent (2xx, or 304), not on a redirect or the HTML 404 page.
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 */
export function applyHeaders(res, headers) {
  let contentType;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-type') contentType = value;
    else res.setHeader(name, value);
  }
  if (contentType === undefined) return;
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    if (statusCode < 300 || statusCode === 304) {
      const given = rest.at(-1);
      if (given && typeof given === 'object' && !Array.isArray(given)) {
        for (const name of Object.keys(given)) if (name.toLowerCase() === 'content-type') delete given[name];
      }
      this.setHeader('Content-Type', contentType);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/**
 * The rules of `<buildDir>/_headers`; none (with a warning) when the build has no such file.
 * @param {string} buildDir
 */
export async function loadHeaders(buildDir) {
  const file = path.join(buildDir, '_headers');
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
    console.warn(`No ${file}: serving without the security headers (build the site again to write it).`);
    return [];
  }
  return parseHeaders(text);
}
