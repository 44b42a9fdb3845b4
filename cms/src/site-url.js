/** The site's public address (SITE_URL), without a trailing slash: where mails and redirects lead. */
const siteUrl = () => (process.env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '');

module.exports = { siteUrl };
