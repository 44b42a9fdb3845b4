'use strict';

/**
 * The browser build's stand-in for the `side-channel` package that `qs` uses: the same API on
 * a WeakMap (object keys, so qs's module-level channels keep nothing alive) and a Map (other
 * keys). The package also supports engines without WeakMap, through get-intrinsic and
 * object-inspect: about 9 KB of gzip JavaScript no browser this site supports needs.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  function store(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives;
  }
  var channel = {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
