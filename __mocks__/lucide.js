// lucide's CommonJS entry holds all of its ~1,700 icons in one 650-KB file: requiring it took
// over a second on a busy machine, long enough to time out lazily loaded components in tests.
// Tests read each icon's own ES module instead, the same data the site's bundle keeps, on first use.
const path = require('node:path');

const ICONS = path.join(path.dirname(require.resolve('lucide/package.json')), 'dist/esm/icons');

/** `CalendarDays` → `calendar-days`, `Building2` → `building-2` (lucide's file names). */
const fileName = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

module.exports = new Proxy(
  { __esModule: true },
  {
    get(target, name) {
      if (typeof name !== 'string' || !/^[A-Z]/.test(name)) return target[name];
      return require(path.join(ICONS, `${fileName(name)}.mjs`)).default;
    },
  },
);
