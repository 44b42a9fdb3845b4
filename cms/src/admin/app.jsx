import { Clock, Earth, Globe } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { ALLOWED_HOSTS_MESSAGES } from './allowed-hosts-messages';
import { AllowedHostsPanel } from './AllowedHostsPanel';
import { describeBodyEditors } from './body-editor';
import { noRefetchOfDeletedDocument } from './deleted-document';
import { PAGE_FEEDBACK_MESSAGES } from './page-feedback-messages';
import { PageFeedbackPanel, registerPageFeedback } from './PageFeedback';
import { EVENT_TIME_MESSAGES } from './event-time-messages';
import { sendInterfaceLanguage } from './interface-language';
import { keepTypedTextOnRefusal } from './keep-typed-text';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { addScheduleColumn, SchedulePanel } from './SchedulePanel';
import { selectUploadedFiles } from './select-uploaded-files';
import { SiteBuildsPanel } from './SiteBuilds';
import { SLUG_MESSAGES } from './slug-messages';
import { SlugFollowsTitle } from './SlugFollowsTitle';
import { SITE_BUILDS_MESSAGES } from './site-builds-messages';
import { addTranslationStatusColumn, TranslationStatusPanel } from './TranslationStatus';
import { TRANSLATION_STATUS_MESSAGES } from './translation-status-messages';

/** @typedef {keyof typeof TRANSLATION_STATUS_MESSAGES} AdminLocale */
/** @typedef {import('@strapi/strapi/admin').StrapiApp} StrapiApp */

/** @type {Record<string, Record<string, string>>} */
const MESSAGES = Object.fromEntries(
  /** @type {AdminLocale[]} */ (Object.keys(SITE_BUILDS_MESSAGES)).map((locale) => [
    locale,
    {
      ...SITE_BUILDS_MESSAGES[locale],
      ...TRANSLATION_STATUS_MESSAGES[locale],
      ...SLUG_MESSAGES[locale],
      ...EVENT_TIME_MESSAGES[locale],
      ...PAGE_FEEDBACK_MESSAGES[locale],
      ...SCHEDULE_MESSAGES[locale],
      ...ALLOWED_HOSTS_MESSAGES[locale],
    },
  ]),
);

/**
 * The edit view's side panel (content-manager calls it like a hook, inside its render).
 * @param {import('react').ComponentProps<typeof SiteBuildsPanel>} props
 */
function SiteBuildsSidePanel({ model, documentId, document, meta }) {
  const { formatMessage } = useIntl();
  return {
    title: formatMessage({ id: 'site-builds.title', defaultMessage: 'Website' }),
    content: <SiteBuildsPanel model={model} documentId={documentId} document={document} meta={meta} />,
  };
}

// Admin customisations: the admin in Japanese and Korean as well, and the site's build status
// where editors work (a homepage widget and a panel beside the Publish button).
export default {
  config: {
    locales: ['ja', 'ko'],
    translations: MESSAGES,
  },
  /** @param {StrapiApp} app */
  register(app) {
    keepTypedTextOnRefusal();
    describeBodyEditors();
    // After the upload plugin's register, which adds the dialog this wraps.
    selectUploadedFiles(app);
    noRefetchOfDeletedDocument();
    // A refused save is explained in the admin's language (the CMS makes the message).
    sendInterfaceLanguage();
    // An event's start and end, in the event's own time zone (cms/src/index.js registers its
    // server side; the event schema's startsAt and endsAt use it).
    app.customFields.register({
      name: 'event-time',
      type: 'datetime',
      icon: Clock,
      intlLabel: { id: 'event-time.label', defaultMessage: 'Event time' },
      intlDescription: {
        id: 'event-time.description',
        defaultMessage: EVENT_TIME_MESSAGES.en['event-time.description'],
      },
      components: {
        // Strapi's type of a field input leaves out the props it passes (name, value, onChange…).
        Input: async () => ({
          default: /** @type {import('react').ComponentType} */ (
            /** @type {unknown} */ ((await import('./EventTimeInput')).EventTimeInput)
          ),
        }),
      },
    });
    // First on the homepage: the admin lists widgets in the order they are registered, and
    // Strapi registers its own before calling this; a reducer puts this one ahead of them.
    app.widgets.register((/** @type {import('@strapi/strapi/admin').WidgetArgs[]} */ widgets) => [
      {
        id: 'site-builds',
        icon: Globe,
        title: { id: 'site-builds.title', defaultMessage: 'Website' },
        component: async () => (await import('./SiteBuilds')).SiteBuildsWidget,
      },
      {
        id: 'translations-to-do',
        icon: Earth,
        title: { id: 'translation-status.widget', defaultMessage: 'Translations to do' },
        component: async () => (await import('./TranslationStatus')).TranslationsToDoWidget,
      },
      {
        id: 'schedules-next',
        icon: Clock,
        title: { id: 'schedule.widget', defaultMessage: 'Scheduled next' },
        component: async () => (await import('./SchedulePanel')).SchedulesWidget,
      },
      ...widgets,
    ]);
    // "Was this page helpful?" answers: the pages with the most "No" (PageFeedback.jsx).
    registerPageFeedback(app);
  },
  /** @param {StrapiApp} app */
  bootstrap(app) {
    // The content manager's plugin APIs, untyped in the admin's type of a plugin.
    const contentManager = /** @type {{ addEditViewSidePanel(panels: unknown[]): void }} */ (
      app.getPlugin('content-manager').apis
    );
    contentManager.addEditViewSidePanel([
      SiteBuildsSidePanel,
      SchedulePanel,
      TranslationStatusPanel,
      SlugFollowsTitle,
    ]);
    contentManager.addEditViewSidePanel([PageFeedbackPanel]);
    contentManager.addEditViewSidePanel([AllowedHostsPanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addTranslationStatusColumn);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', addScheduleColumn);
  },
  /** @param {{ locales: string[] }} options */
  async registerTrads({ locales }) {
    return locales.map((locale) => ({
      data: MESSAGES[locale] ?? MESSAGES.en,
      locale,
    }));
  },
};
