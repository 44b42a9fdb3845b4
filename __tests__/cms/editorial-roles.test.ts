/**
 * @jest-environment node
 */
import { planEditorialRoles } from '../../cms/src/bootstrap/editorial-roles.js';

// The editorial roles' once-only migration (cms/src/bootstrap/editorial-roles.js), without a CMS:
// what Strapi's Editor is given and what both roles lose.
const translated = (draftAndPublish = true) => ({
  options: { draftAndPublish },
  pluginOptions: { i18n: { localized: true } },
});
const CONTENT_TYPES = {
  'api::project.project': translated(),
  'api::glossary.glossary': translated(false),
  'api::contact-message.contact-message': { options: { draftAndPublish: false } },
  'api::newsletter-subscription.newsletter-subscription': { options: { draftAndPublish: false } },
  'api::page-feedback.page-feedback': { options: { draftAndPublish: false } },
  'plugin::i18n.locale': { pluginOptions: { i18n: { localized: true } } },
};
const EXPLORER = 'plugin::content-manager.explorer';
let id = 0;
const held = (code: string, action: string, subject: string) => ({
  id: ++id,
  action: `${EXPLORER}.${action}`,
  subject,
  role: { code },
});

describe('the editorial roles, as the migration leaves them', () => {
  it('gives the Editor Publish where there are drafts, and Delete, on translated types, in every language', () => {
    const { editorGets } = planEditorialRoles(CONTENT_TYPES, [
      held('strapi-editor', 'read', 'api::project.project'),
    ]);
    expect(editorGets).toEqual([
      {
        action: `${EXPLORER}.publish`,
        subject: 'api::project.project',
        properties: { locales: ['en', 'ja', 'ko'] },
        conditions: [],
      },
      {
        action: `${EXPLORER}.delete`,
        subject: 'api::project.project',
        properties: { locales: ['en', 'ja', 'ko'] },
        conditions: [],
      },
      {
        action: `${EXPLORER}.delete`,
        subject: 'api::glossary.glossary',
        properties: { locales: ['en', 'ja', 'ko'] },
        conditions: [],
      },
    ]);
  });

  it('keeps what an admin gave the Editor before it ran, and gives the Author nothing', () => {
    const { editorGets } = planEditorialRoles(CONTENT_TYPES, [
      held('strapi-editor', 'publish', 'api::project.project'),
      held('strapi-author', 'delete', 'api::glossary.glossary'),
    ]);
    expect(editorGets.map(({ action, subject }) => `${action} ${subject}`)).toEqual([
      `${EXPLORER}.delete api::project.project`,
      `${EXPLORER}.delete api::glossary.glossary`,
    ]);
  });

  it('takes every permission on contact messages and newsletter subscriptions from both roles, not on page feedback', () => {
    const personal = [
      held('strapi-editor', 'read', 'api::contact-message.contact-message'),
      held('strapi-editor', 'delete', 'api::newsletter-subscription.newsletter-subscription'),
      held('strapi-author', 'read', 'api::newsletter-subscription.newsletter-subscription'),
    ];
    const feedback = held('strapi-editor', 'read', 'api::page-feedback.page-feedback');
    const { removed } = planEditorialRoles(CONTENT_TYPES, [...personal, feedback]);
    expect(removed).toEqual(personal.map((permission) => permission.id));
  });

  it('gives the Editor a translated type added after the first run, and leaves the types it handled as the admin has them', () => {
    const covered = ['api::project.project', 'api::glossary.glossary'];
    const added = { ...CONTENT_TYPES, 'api::guide.guide': translated() };
    const { editorGets, removed, covers } = planEditorialRoles(
      added,
      [held('strapi-editor', 'read', 'api::contact-message.contact-message')],
      covered,
    );
    expect(editorGets.map(({ action, subject }) => `${action} ${subject}`)).toEqual([
      `${EXPLORER}.publish api::guide.guide`,
      `${EXPLORER}.delete api::guide.guide`,
    ]);
    // An admin's grant on personal data after the first run stands.
    expect(removed).toEqual([]);
    expect(covers).toEqual(['api::project.project', 'api::glossary.glossary', 'api::guide.guide']);
  });
});
