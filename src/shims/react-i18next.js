// react-i18next for the browser bundle. gatsby-plugin-react-i18next re-exports the whole package
// from CommonJS, which defeats tree shaking: every page shipped <Trans> and its HTML parser, the
// HOCs and the SSR helpers (about 3 KB gzip). The site and the plugin use these two; a new
// import from 'react-i18next' fails the build until it is added here. The server-side render
// uses the package itself.
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { useTranslation } from 'react-i18next-es/useTranslation.js';
