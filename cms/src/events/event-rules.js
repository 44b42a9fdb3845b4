// @ts-check
const { errors } = require('@strapi/utils');

/**
 * What an event's schema cannot say alone, checked at every save (admin, API, seed): its time
 * zone is one the platform knows (an IANA name such as Asia/Tokyo: the site shows the event's
 * times in it), it ends after it starts, an in-person event says where, and its sign-up link is
 * an https address without credentials (the site also checks its host against the allowed ones
 * at build time, as for the ecosystem's links, and shows a refused one as text).
 * Saves that leave a field out (a translation, a publish) are checked on what they send.
 */

/**
 * @param {string} field
 * @param {string} message
 * @returns {never}
 */
function refuse(field, message) {
  throw new errors.ValidationError(message, {
    errors: [{ path: [field], message, name: 'ValidationError' }],
  });
}

/** @param {unknown} timeZone */
function isKnownTimeZone(timeZone) {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** @param {Record<string, any>} data */
function checkEvent(data) {
  if ('timeZone' in data && data.timeZone != null && !isKnownTimeZone(data.timeZone)) {
    refuse(
      'timeZone',
      `"${data.timeZone}" is not a time zone: use an IANA name such as Asia/Tokyo or Europe/Paris.`,
    );
  }
  if (data.startsAt && data.endsAt && new Date(data.endsAt) <= new Date(data.startsAt)) {
    refuse('endsAt', 'The event must end after it starts.');
  }
  if (data.format === 'in_person' && 'city' in data && !String(data.city ?? '').trim()) {
    refuse('city', 'An in-person event needs the city it takes place in.');
  }
  if (typeof data.signUpUrl === 'string' && data.signUpUrl) {
    let url;
    try {
      url = new URL(data.signUpUrl);
    } catch {
      refuse('signUpUrl', 'The sign-up link is not a web address.');
    }
    if (url.protocol !== 'https:') refuse('signUpUrl', 'The sign-up link must start with https://.');
    if (url.username || url.password)
      refuse('signUpUrl', 'The sign-up link must not contain a user name or password.');
  }
}

module.exports = { checkEvent, isKnownTimeZone };
