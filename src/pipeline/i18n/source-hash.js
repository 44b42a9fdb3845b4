// @ts-check
const { createHash } = require('node:crypto');

/**
 * What a translation is made from, as a fingerprint: one normalizer for both sides, the CMS's
 * translation records (cms/src/translations/translation-status.js) and the git files' (src/pipeline/translations/).
 */

/**
 * Line breaks, indentation and spacing do not change what a text says.
 * @param {string} text
 */
function normalizeText(text) {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A short fingerprint of texts after normalizing them: 16 hex digits of their SHA-256.
 * @param {...string} parts
 */
function sourceHash(...parts) {
  return createHash('sha256')
    .update(JSON.stringify(parts.map(normalizeText)))
    .digest('hex')
    .slice(0, 16);
}

module.exports = { normalizeText, sourceHash };
