const TOKEN_NAME = 'Site preview (read-only)';
const MIN_LENGTH = 32;

/**
 * The read-only API token the site's server reads drafts with (draft preview): its access key is
 * SITE_PREVIEW_TOKEN, shared by the two processes' environments and never sent to a browser.
 * Strapi generates access keys itself, so the stored hash (and its encrypted copy, which the
 * admin can show) is set from the variable. Without the variable the token is revoked.
 * Idempotent: one token, whatever the number of starts.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function syncPreviewToken(strapi) {
  const accessKey = process.env.SITE_PREVIEW_TOKEN ?? '';
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(TOKEN_NAME);
  if (!accessKey) {
    if (existing) await tokens.revoke(existing.id);
    return null;
  }
  if (accessKey.length < MIN_LENGTH) {
    throw new Error(`SITE_PREVIEW_TOKEN must be at least ${MIN_LENGTH} characters long`);
  }
  const token =
    existing ??
    (await tokens.create({
      name: TOKEN_NAME,
      description:
        'Lets the site server read drafts for previews. Managed by the site: changes are undone at start.',
      type: 'read-only',
      lifespan: null,
    }));
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: {
      type: 'read-only',
      accessKey: tokens.hash(accessKey),
      encryptedKey: strapi.service('admin::encryption').encrypt(accessKey),
      lifespan: null,
      expiresAt: null,
    },
  });
  return token.id;
}

module.exports = { syncPreviewToken, TOKEN_NAME };
