/** @jest-environment node */
/**
 * `npm ci` installs exactly the lock file and refuses one that misses an optional dependency of any package in
 * it, including the native binaries of other platforms (`@swc/core-darwin-arm64` and so on). A lock written
 * on Linux against a registry that lacked some platform's binary for the chosen version missed 36 such entries,
 * and `npm ci` failed for every deploy and contributor. This test reads the lock the way `npm ci` checks it.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type LockPackage = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
};
const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockPackage>;
};

/** Node's lookup: the dependency's folder next to the package, then in each ancestor node_modules. */
function resolves(fromKey: string, name: string): boolean {
  let base = fromKey;
  for (;;) {
    const candidate = (base ? `${base}/` : '') + `node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('node_modules/');
    base = cut <= 0 ? '' : base.slice(0, cut - 1);
  }
}

describe('package-lock.json', () => {
  it('is a v3 lock', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('has an entry for every optional dependency of every package, for every platform', () => {
    const missing: string[] = [];
    for (const [key, pkg] of Object.entries(lock.packages)) {
      for (const name of Object.keys(pkg.optionalDependencies ?? {})) {
        if (!resolves(key, name)) missing.push(`${key || '(root)'} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('README and CI install with npm ci, which refuses a lock out of step with package.json', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const ci = fs.readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(readme).toMatch(/npm ci && npm start/);
    expect(readme).toMatch(/npm ci && npm test/);
    expect(ci).toMatch(/^npm ci\b.*&& npm test$/m);
    expect(readme).not.toMatch(/npm install && npm (start|test)/);
  });
});

describe('peer dependencies in package-lock.json', () => {
  type PeerPackage = LockPackage & {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, {optional?: boolean}>;
  };

  /** The lock key a package's dependency resolves to, by Node's lookup. */
  function resolvedKey(fromKey: string, name: string): string | undefined {
    let base = fromKey;
    for (;;) {
      const candidate = (base ? `${base}/` : '') + `node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) return undefined;
      const cut = base.lastIndexOf('node_modules/');
      base = cut <= 0 ? '' : base.slice(0, cut - 1);
    }
  }

  it('are satisfied by the versions installed, so npm ci warns of no peer conflict', () => {
    const conflicts: string[] = [];
    for (const [key, pkg] of Object.entries(lock.packages as Record<string, PeerPackage>)) {
      for (const [name, range] of Object.entries(pkg.peerDependencies ?? {})) {
        const target = resolvedKey(key, name);
        if (!target) {
          if (!pkg.peerDependenciesMeta?.[name]?.optional) conflicts.push(`${key}: ${name}@${range} is missing`);
          continue;
        }
        const version = lock.packages[target]!.version!;
        if (!semver.satisfies(version, range, {includePrerelease: true}))
          conflicts.push(`${key}: wants ${name}@${range}, gets ${version}`);
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('@docusaurus/eslint-plugin uses the project’s @typescript-eslint/utils (the override in package.json)', () => {
    expect(resolvedKey('node_modules/@docusaurus/eslint-plugin', '@typescript-eslint/utils')).toBe(
      'node_modules/@typescript-eslint/utils',
    );
  });
});
