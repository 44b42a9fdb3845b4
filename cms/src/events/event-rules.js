const { isTimeZone } = require('@meridian/shared/time-zone');
const { refusal, ruleMessage } = require('../content-rules/rule-messages');

/**
 * What an event's schema cannot say alone, checked at every save (admin, API, seed): its time
 * zone is one the platform knows (an IANA name such as Asia/Tokyo: the site shows the event's
 * times in it), it ends after it starts, and an in-person event says where. Its sign-up link
 * (https, on a host the site allows) is checked with every content type's links, by the site's
 * own link rules (src/content-rules/content-rules.js).
 * Saves that leave a field out (a translation, a publish) are checked on what they send.
 * Every problem is named at once (content-rules/all-at-once.js gathers them with the other rules').
 */

/** @typedef {import('../content-rules/rule-messages').Language} Language */

/**
 * Every problem of an event's fields, each on its field, in the editor's language.
 * @param {Record<string, any>} data
 * @param {Language} [language]
 * @returns {Array<{ field: string, message: string }>}
 */
function eventProblems(data, language = 'en') {
  const problems = [];
  if ('timeZone' in data && data.timeZone != null && !isTimeZone(data.timeZone)) {
    problems.push({
      field: 'timeZone',
      message: ruleMessage(language, 'event.timeZone', { zone: data.timeZone }),
    });
  }
  if (data.startsAt && data.endsAt && new Date(data.endsAt) <= new Date(data.startsAt)) {
    problems.push({ field: 'endsAt', message: ruleMessage(language, 'event.endsAt') });
  }
  if (data.format === 'in_person' && 'city' in data && !String(data.city ?? '').trim()) {
    problems.push({ field: 'city', message: ruleMessage(language, 'event.city') });
  }
  return problems;
}

/**
 * Refuses an event with problems, naming them all (the lifecycles' check: every save).
 * @param {Record<string, any>} data
 * @param {Language} [language]
 */
function checkEvent(data, language = 'en') {
  const problems = eventProblems(data, language);
  if (problems.length) throw refusal(language, problems);
}

module.exports = { checkEvent, eventProblems };
