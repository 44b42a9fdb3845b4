// @ts-check
const { checkEvent } = require('../../../../events/event-rules');

// Every save of an event (admin, API, seed) is checked by the rules of src/events/event-rules.js.
module.exports = {
  /** @param {{ params: { data?: Record<string, any> } }} event */
  beforeCreate(event) {
    if (event.params.data) checkEvent(event.params.data);
  },
  /** @param {{ params: { data?: Record<string, any> } }} event */
  beforeUpdate(event) {
    if (event.params.data) checkEvent(event.params.data);
  },
};
