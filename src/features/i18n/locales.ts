// The one list of site languages lives in the shared package, which the server and the CMS read
// too; the site's modules keep importing it from here.
export * from '@meridian/shared/locales';
