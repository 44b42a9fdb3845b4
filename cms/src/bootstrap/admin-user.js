/**
 * In development only: creates the first admin from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD
 * (npm start prints them), so an editor can sign in to /admin at once. Never in production.
 * @param {import('@strapi/strapi').Core.Strapi} strapi
 */
async function ensureDevelopmentAdmin(strapi) {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (process.env.NODE_ENV === 'production' || !email || !password) return null;
  if (await strapi.service('admin::user').exists()) return null;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  return strapi.service('admin::user').create({
    email,
    password,
    firstname: 'Meridian',
    lastname: 'Editor',
    isActive: true,
    registrationToken: null,
    roles: superAdmin ? [superAdmin.id] : [],
  });
}

module.exports = { ensureDevelopmentAdmin };
