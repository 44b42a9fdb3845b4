const { brokenEventRules } = require('@meridian/shared/event-rules');
const { refusal, ruleMessage } = require('../content-rules/rule-messages');

/**
 * What an event's schema cannot say alone, checked at every save (admin, API, seed), by the rules
 * the build holds events to (@meridian/shared/event-rules): its time zone is one the platform
 * knows, it ends after it starts, and an in-person event says where. Its sign-up link
 * (https, on a host the site allows) is checked with every content type's links, by the site's
 * own link rules (content-rules/content-rules.js).
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
  return brokenEventRules(data).map((rule) => ({
    field: rule,
    message: ruleMessage(language, `event.${rule}`, rule === 'timeZone' ? { zone: data.timeZone } : {}),
  }));
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
