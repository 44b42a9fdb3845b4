// The links of the newsletter mails. They carry their own secret token, so they need no
// sign-in; a guessed token matches nothing and the rate limit slows guessing down.
const limited = (/** @type {string} */ name) => ({
  auth: /** @type {false} */ (false),
  middlewares: [{ name: 'global::rate-limit', config: { name, max: 30 } }],
});

module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/newsletter-subscriptions/confirm',
      handler: 'newsletter-subscription.confirm',
      config: limited('newsletter-confirm'),
    },
    {
      method: 'GET',
      path: '/newsletter-subscriptions/unsubscribe',
      handler: 'newsletter-subscription.unsubscribe',
      config: limited('newsletter-unsubscribe'),
    },
  ],
};
