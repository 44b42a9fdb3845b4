// A small reader for the mails Strapi's nodemailer sends: headers, and the text and HTML parts
// of a (possibly multipart) body in quoted-printable, base64 or plain encoding.

/** @typedef {Record<string, string | undefined>} Headers */

/**
 * @param {string} block
 * @returns {Headers}
 */
function unfoldHeaders(block) {
  /** @type {Headers} */
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as subjects in Japanese use them.
 * @param {string} [value]
 */
export function decodeWords(value = '') {
  /** @type {(match: string, charset: string, encoding: string, text: string) => string} */
  const decode = (_, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1');
    return new TextDecoder(charset).decode(bytes);
  };
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, decode);
}

/** @param {string} text */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, /** @type {string} */ hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * @param {string} body
 * @param {Headers} headers
 */
function decodeBody(body, headers) {
  const encoding = (headers['content-transfer-encoding'] || '').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers['content-type'] || '')?.[1] || 'utf-8';
  let bytes;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = Buffer.from(decodeQuotedPrintable(body), 'latin1');
  else bytes = Buffer.from(body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

/** @param {string} raw */
function split(raw) {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return { headers: unfoldHeaders(raw), body: '' };
  return { headers: unfoldHeaders(raw.slice(0, index)), body: raw.slice(index).replace(/^\r?\n\r?\n/, '') };
}

/**
 * @param {string} raw
 * @param {{ text?: string, html?: string }} found
 */
function collectParts(raw, found) {
  const { headers, body } = split(raw);
  const type = (headers['content-type'] || 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] || '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), found);
    }
  } else if (type.startsWith('text/html')) found.html ??= decodeBody(body, headers);
  else if (type.startsWith('text/plain')) found.text ??= decodeBody(body, headers);
  return found;
}

/**
 * The parts of a raw message a reader (or a test) cares about.
 * @param {string} raw
 */
export function parseMail(raw) {
  const { headers } = split(raw);
  const { text = '', html = '' } = collectParts(raw, {});
  const links = [
    ...new Set(
      [...`${text} ${html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0].replace(/&amp;/g, '&')),
    ),
  ];
  return {
    from: decodeWords(headers.from),
    to: decodeWords(headers.to),
    subject: decodeWords(headers.subject),
    date: headers.date || new Date().toUTCString(),
    text,
    html,
    links,
  };
}
