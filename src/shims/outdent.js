'use strict';

/**
 * The browser build's stand-in for `outdent`, which gatsby-plugin-react-i18next imports only to
 * indent a development warning: a plain template tag, 1.5 KB of gzip JavaScript lighter.
 */
function outdent(strings) {
  var values = Array.prototype.slice.call(arguments, 1);
  return strings.reduce(function (text, part, index) {
    return text + part + (index < values.length ? values[index] : '');
  }, '');
}
module.exports = outdent;
module.exports.default = outdent;
module.exports.outdent = outdent;
