import { Globe } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { SiteBuildsPanel } from './SiteBuilds';
import { SITE_BUILDS_MESSAGES } from './site-builds-messages';

/** The edit view's side panel (content-manager calls it like a hook, inside its render). */
function SiteBuildsSidePanel({ documentId, document, meta }) {
  const { formatMessage } = useIntl();
  return {
    title: formatMessage({ id: 'site-builds.title', defaultMessage: 'Website' }),
    content: <SiteBuildsPanel documentId={documentId} document={document} meta={meta} />,
  };
}

// Admin customisations: the admin in Japanese and Korean as well, and the site's build status
// where editors work (a homepage widget and a panel beside the Publish button).
export default {
  config: {
    locales: ['ja', 'ko'],
    translations: SITE_BUILDS_MESSAGES,
  },
  register(app) {
    // First on the homepage: the admin lists widgets in the order they are registered, and
    // Strapi registers its own before calling this; a reducer puts this one ahead of them.
    app.widgets.register((widgets) => [
      {
        id: 'site-builds',
        icon: Globe,
        title: { id: 'site-builds.title', defaultMessage: 'Website' },
        component: async () => (await import('./SiteBuilds')).SiteBuildsWidget,
      },
      ...widgets,
    ]);
  },
  bootstrap(app) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([SiteBuildsSidePanel]);
  },
  async registerTrads({ locales }) {
    return locales.map((locale) => ({
      data: SITE_BUILDS_MESSAGES[locale] ?? SITE_BUILDS_MESSAGES.en,
      locale,
    }));
  },
};
