import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { EventEntry } from '../../features/events/events';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';
import { inlineList } from '../../styles/lists';
import { colors, fontSizes, space } from '../../styles/theme';
import { FallbackBanner } from '../blog/FallbackBanner';
import { proseStyle } from '../blog/Prose';
import { buttonStyles } from '../ui/Button';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { useCommunitiesLabel } from './community-names';
import { VisitorTime } from './VisitorTime';

const headerStyle = css`
  padding: ${space[10]} 0 ${space[6]};
  h1 {
    margin: ${space[2]} 0 ${space[4]};
  }
`;

const factsStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: 0 0 ${space[6]};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  .zone {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

// The facts keep their distance from a cover above them, as an article's body does (ArticleView).
const afterCoverStyle = css({ marginTop: space[10] });

const actionsStyle = css`
  ${inlineList(space[3])};
  margin-bottom: ${space[8]};
`;

/**
 * An event's page below the site's header: its kind, title, cover, times in its own zone and the
 * visitor's, place, communities, sign-up and calendar links, and its body. The event template
 * and the draft preview (src/pages/preview.tsx) both render it, so a preview shows the page.
 */
export function EventView({
  event,
  html,
  icsPath,
  ended,
  cover,
  linkHosts,
}: {
  event: EventEntry;
  /** The body, rendered and sanitized by the build's renderer (src/pipeline/cms/markdown.ts). */
  html: string;
  /** The event's calendar file; null where there is none (a draft has none until it is published). */
  icsPath: string | null;
  /** Whether the event has ended: the page then says so instead of offering its links. */
  ended: boolean;
  /**
   * The cover, already sized (CoverPicture, or a draft's image in the preview), under the title as
   * an article's is; nothing at all, no empty box, for an event without one.
   */
  cover?: React.ReactNode;
  /** The hosts its sign-up link may go to: the page's `linkHosts` (or the CMS's list, in a preview). */
  linkHosts?: readonly string[];
}): React.JSX.Element {
  const { t, i18n } = useTranslation('events');
  const communitiesLabel = useCommunitiesLabel();
  const contentLang = event.isFallback ? DEFAULT_LOCALE : undefined;
  return (
    <Container>
      <header css={headerStyle}>
        <p data-pagefind-ignore>
          <Link to="/events">
            <Icon name="arrow-left" /> {t('event.back')}
          </Link>
        </p>
        <p data-pagefind-ignore>
          {t(`kind.${event.kind}`)} · {event.format === 'online' ? t('format.online') : t('format.in_person')}
        </p>
        <h1 lang={contentLang}>{event.title}</h1>
        {event.isFallback && <FallbackBanner>{t('event.fallback')}</FallbackBanner>}
      </header>
      {cover}
      <dl css={[factsStyle, cover ? afterCoverStyle : undefined]} data-pagefind-ignore>
        <dt>{t('event.when')}</dt>
        <dd>
          <time dateTime={event.startsAt}>{event.when}</time>
          <br />
          <span className="zone">{t('event.localTime', { timeZone: event.timeZone })}</span>
        </dd>
        <dt>{t('event.yourTime')}</dt>
        <dd>
          <VisitorTime
            startsAt={event.startsAt}
            endsAt={event.endsAt}
            language={i18n.language}
            eventTime={event.when}
          />
        </dd>
        <dt>{t('event.where')}</dt>
        <dd lang={contentLang}>{event.format === 'online' ? t('event.online') : event.place}</dd>
        <dt>{t('event.communities')}</dt>
        <dd>{communitiesLabel(event)}</dd>
      </dl>
      {ended ? (
        <p>{t('event.ended')}</p>
      ) : (
        <ul css={actionsStyle} data-pagefind-ignore>
          {event.signUpUrl && (
            <li>
              <Link to={event.signUpUrl} allowedHosts={linkHosts} css={buttonStyles.primary}>
                {t('event.signUp')}
              </Link>
            </li>
          )}
          {icsPath && (
            <li>
              <Link to={icsPath} css={buttonStyles.secondary} download>
                {t('event.addToCalendar')}
              </Link>
            </li>
          )}
        </ul>
      )}
      <article
        css={[proseStyle, css({ paddingBottom: space[16] })]}
        lang={contentLang}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Container>
  );
}
