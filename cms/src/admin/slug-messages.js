import { SLUG_MESSAGES as SHARED } from '@meridian/shared/slug-messages';

// The slug box's own messages (cms/src/admin/SlugFollowsTitle.jsx), as the CMS words them on save,
// under the admin's `slugs.` ids.
export const SLUG_MESSAGES = Object.fromEntries(
  Object.entries(SHARED).map(([language, messages]) => [
    language,
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [`slugs.${id}`, text])),
  ]),
);
