/**
 * @jest-environment node
 */
import { provenAddress } from '../../cms/src/community/member-newsletter.js';

// Issue 28, item 2: member data is looked up by the account's address, so only an account that
// has proved it owns that address may see it (myNewsletter, and the socket's subscriptions).
// With e-mail confirmation on, Strapi refuses unconfirmed accounts' tokens before this runs; this
// also holds where it does not (confirmation switched off, an account an editor unconfirmed).
describe('provenAddress', () => {
  it("is the account's address once it is confirmed", () => {
    expect(provenAddress({ email: 'ada@example.com', confirmed: true, blocked: false })).toBe(
      'ada@example.com',
    );
  });

  it.each([
    ['not confirmed', { email: 'ada@example.com', confirmed: false }],
    ['confirmed unknown', { email: 'ada@example.com' }],
    ['blocked', { email: 'ada@example.com', confirmed: true, blocked: true }],
    ['without an address', { email: '', confirmed: true }],
    ['no user', null],
  ])('is null for an account %s', (_case, user) => {
    expect(provenAddress(user)).toBeNull();
  });
});
