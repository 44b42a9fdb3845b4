/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// `npm ci` refuses a lock that names an optional dependency it does not list; `npm install`
// here drops the platform builds the registry lacks. `npm run lock:stubs` (and `cd cms && node ../scripts/lock-platform-stubs.mjs`) puts them back.
test.each(['package-lock.json', 'cms/package-lock.json'])(
  '%s lists every optional platform package it names (npm ci would refuse it)',
  (file) => {
    const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '..', file), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!lock.packages[`node_modules/${name}`] && !lock.packages[`${location}/node_modules/${name}`]) {
          missing.push(`${name} (from ${location || 'the root'})`);
        }
      }
    }
    expect(missing).toEqual([]);
  },
);
