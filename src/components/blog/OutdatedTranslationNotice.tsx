import React from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../features/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '../../features/i18n/locales';
import { Link } from '../ui/Link';
import { FallbackBanner } from './FallbackBanner';

/**
 * Says, in the page's language, that the English original changed after this translation was
 * made, and links to it. Beside FallbackBanner (a page with no translation at all): the site's
 * pages kept in git get it from their context (Layout); a CMS entry can pass its own.
 */
export function OutdatedTranslationNotice({
  englishPath,
  englishUpdated,
  language,
}: {
  /** The English page, unprefixed (`/privacy-policy`). */
  englishPath: string;
  /** The day the English changed, YYYY-MM-DD. */
  englishUpdated: string;
  language: Locale;
}): React.JSX.Element {
  const { t } = useTranslation('common', { lng: language });
  return (
    // Not part of the page's text for site search (its excerpts would show it).
    <FallbackBanner data-pagefind-ignore="">
      {t('outdatedTranslation.text', { date: formatDate(englishUpdated, language) })}{' '}
      <Link to={englishPath} locale={DEFAULT_LOCALE} hrefLang={DEFAULT_LOCALE}>
        {t('outdatedTranslation.link')}
      </Link>
    </FallbackBanner>
  );
}
