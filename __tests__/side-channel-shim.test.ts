import { parse, stringify } from 'qs';

// The browser bundle swaps `side-channel` for this shim (gatsby-node.ts); qs must behave the same.
jest.mock('side-channel', () => jest.requireActual('../src/shims/side-channel.js'));

describe('side-channel shim', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const getSideChannel = require('../src/shims/side-channel.js') as () => {
    assert: (key: unknown) => void;
    get: (key: unknown) => unknown;
    has: (key: unknown) => boolean;
    set: (key: unknown, value: unknown) => void;
    delete: (key: unknown) => boolean;
  };

  it('stores object and primitive keys and asserts presence', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 1);
    channel.set('name', 2);
    expect(channel.get(key)).toBe(1);
    expect(channel.get('name')).toBe(2);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it('lets qs parse with limits and refuse cyclic objects as the package does', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const qs = require('qs') as { parse: typeof parse; stringify: typeof stringify };
      expect(qs.parse('a[]=1&a[]=2&b[c]=3', { arrayLimit: 20, depth: 5 })).toEqual({
        a: ['1', '2'],
        b: { c: '3' },
      });
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      expect(() => qs.stringify(cyclic)).toThrow(RangeError);
    });
  });
});
