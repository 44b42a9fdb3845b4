const { checkEvent } = require('../../../../events/event-rules');
const { editorLanguage } = require('../../../../content-rules/rule-messages');

// Every save of an event (admin, API, seed) is checked by the rules of src/events/event-rules.js.
module.exports = {
  /** @param {{ params: { data?: Record<string, any> } }} event */
  beforeCreate(event) {
    if (event.params.data) checkEvent(event.params.data, editorLanguage(globalThis.strapi));
  },
  /** @param {{ params: { data?: Record<string, any> } }} event */
  beforeUpdate(event) {
    if (event.params.data) checkEvent(event.params.data, editorLanguage(globalThis.strapi));
  },
};
