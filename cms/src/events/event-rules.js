// @ts-check
const { errors } = require('@strapi/utils');

/**
 * What an event's schema cannot say alone, checked at every save (admin, API, seed): its time
 * zone is one the platform knows (an IANA name such as Asia/Tokyo: the site shows the event's
 * times in it), it ends after it starts, and an in-person event says where. Its sign-up link
 * (https, the schema's pattern) is checked with every content type's links, by the site's own
 * link rules, on a host the site allows (src/content-rules/content-rules.js).
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
}

module.exports = { checkEvent, isKnownTimeZone };
