/** @jest-environment node */
/**
 * The supported Node.js range is stated once (package.json `engines`), matches .nvmrc and the host's build
 * setting, holds the Node.js the tests run on, and every installed package accepts all of it (no EBADENGINE).
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {engines: {node: string}};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, {version?: string; engines?: {node?: string} | string[]}>;
};
const range = pkg.engines.node;

describe('Node.js engines', () => {
  it('is a valid range that the running Node.js satisfies', () => {
    expect(semver.validRange(range)).not.toBeNull();
    expect([process.version, semver.satisfies(process.version, range)]).toEqual([process.version, true]);
  });

  it('.nvmrc and netlify.toml name the same major, inside the range', () => {
    const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    const netlify = /NODE_VERSION\s*=\s*"([^"]+)"/.exec(fs.readFileSync(path.join(root, 'netlify.toml'), 'utf8'))?.[1];
    expect(netlify).toBe(nvmrc);
    expect(semver.intersects(`${nvmrc}.x`, range)).toBe(true);
  });

  it('every package in the lock file accepts every Node.js version of the range', () => {
    const outside = Object.entries(lock.packages)
      .filter(([name, entry]) => name && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => {
        const theirs = (entry.engines as {node: string}).node;
        return !semver.validRange(theirs) || !semver.subset(range, theirs);
      })
      .map(([name, entry]) => `${name}@${entry.version} needs node ${(entry.engines as {node: string}).node}`);
    expect(outside).toEqual([]);
  });
});
