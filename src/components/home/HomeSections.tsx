import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACKERS,
  COLLECTIVE_MEMBERS,
  COLLECTIVE_STEPS,
  ECOSYSTEM_CATEGORIES,
  HOME_FIGURES as F,
  NEWSLETTER_POINTS,
  PHASE_POINTS,
  SCORE_STEPS,
  TOKEN_PARTS,
} from '../../config/home';
import { formatCompactNumber, formatNumber, formatPercent, formatUsd } from '../../features/i18n/format';
import { localizePath } from '../../features/i18n/paths';
import { useLocale } from '../../features/i18n/use-locale';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { DeferredNewsletterPrompt } from '../newsletter/DeferredNewsletterPrompt';
import { ButtonLink, type ButtonVariant } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { StaticIsland } from '../ui/StaticIsland';
import { Steps } from '../ui/Steps';
import { Card, CardGrid, LogoWall, Section, type SectionTone, Split } from '../ui/page-sections';

const icon = (name: string) => ({ src: `/illustrations/home/${name}.svg`, width: 48, height: 48 });

/** A card's "more" link, its arrow an icon (out of the link's name). */
const moreLink = (to: string, label: string) => (
  <Link to={to}>
    {label} <Icon name="arrow-right" />
  </Link>
);

const illustration = (name: string) => (
  <img src={`/illustrations/home/${name}.svg`} width={560} height={420} alt="" loading="lazy" />
);

/**
 * The home page's own layout, by class: space under a section's intro, lists (.list),
 * rows of buttons (.actions), the incubator's grant pool (.pool), the backers
 * block (.backers) and the newsletter panel (.panel).
 */
const sectionsStyle = css`
  .section-intro + div {
    margin-top: ${space[8]};
  }
  .list {
    margin: 0;
    padding-left: 1.25rem;
  }
  .list + p {
    margin-top: ${space[6]};
  }
  .list li + li {
    margin-top: ${space[2]};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[3]};
    margin-top: ${space[8]};
  }
  .panel {
    padding: ${space[8]};
    border-radius: ${radii.lg};
    background: ${colors.night};
    color: ${colors.nightMuted};
    h3 {
      color: ${colors.onNight};
    }
    :focus-visible {
      outline-color: ${colors.focusOnDark};
    }
  }
  .backers p {
    margin: 0;
    max-width: 44em;
    color: ${colors.inkMuted};
  }
  .pool strong {
    display: block;
    font-size: ${fontSizes['4xl']};
    line-height: 1.2;
    color: ${colors.primary};
  }
  .backers {
    margin-top: ${space[12]};
  }
`;

/**
 * A section of cards: `{key}.eyebrow|title|intro`, then one card per item with the icon
 * `home/{key}-{item}.svg`, its `{key}.{item}.title|text` and, when the item has a target, a
 * `{key}.{item}.link` to it; `cta` is a button under the cards.
 */
function CardsSection({
  id,
  tone,
  items,
  cta,
  values = {},
  children,
}: {
  id: string;
  tone?: SectionTone;
  items: ReadonlyArray<readonly [item: string, to?: string]>;
  cta?: [to: string, variant?: ButtonVariant];
  values?: Record<string, string>;
  children?: React.ReactNode;
}): React.JSX.Element {
  const { t } = useTranslation('home');
  return (
    <Section
      id={id}
      tone={tone}
      eyebrow={t(`${id}.eyebrow`)}
      title={t(`${id}.title`)}
      intro={t(`${id}.intro`, values)}
    >
      <CardGrid columns={4}>
        {items.map(([item, to]) => (
          <Card
            key={item}
            title={t(`${id}.${item}.title`)}
            icon={icon(`${id}-${item}`)}
            action={to && moreLink(to, t(`${id}.${item}.link`))}
          >
            <p>{t(`${id}.${item}.text`, values)}</p>
          </Card>
        ))}
      </CardGrid>
      {cta && (
        <div className="actions">
          <ButtonLink to={cta[0]} variant={cta[1]}>
            {t(`${id}.cta`)}
          </ButtonLink>
        </div>
      )}
      {children}
    </Section>
  );
}

/**
 * The home page between the hero and the latest news: the contribution score, evolution phase
 * 1.5, the incubator, the Collective, the ecosystem and token utility with the backers. Static
 * markup and links only. Their grounds alternate with the hero's and the next band's (the upcoming
 * events, on the page's ground), so that no two bands in a row share one.
 */
function HomeSectionsContent(): React.JSX.Element {
  const { t } = useTranslation('home');
  const language = useLocale();
  const num = (value: number) => formatNumber(value, language);
  const pool = formatUsd(F.grantPoolUsd, language);
  const figures = {
    bonus: formatPercent(F.scoreConsistencyBonus, language),
    pool,
    weeks: num(F.incubatorWeeks),
    teams: num(F.firstCohortTeams),
    grant: formatUsd(F.firstCohortGrantUsd, language),
    groups: num(F.workingGroups),
    communities: num(F.languageCommunities),
    supply: formatCompactNumber(F.totalSupply, language),
    treasury: formatPercent(F.treasuryShare, language),
    issuance: formatPercent(F.issuanceRate, language),
    votingDays: num(F.votingDays),
    periodDays: num(F.stakingPeriodDays),
    tiers: num(F.builderTiers),
    investors: formatPercent(F.investorShare, language),
    vestingYears: num(F.investorVestingYears),
  };
  return (
    <>
      <Section id="score" eyebrow={t('score.eyebrow')} title={t('score.title')} intro={t('score.intro')}>
        <Split media={illustration('score')}>
          <Steps
            items={SCORE_STEPS.map((step) => ({
              id: step,
              title: t(`score.steps.${step}.title`),
              children: <p>{t(`score.steps.${step}.text`, figures)}</p>,
            }))}
          />
        </Split>
      </Section>

      <CardsSection
        id="phase"
        tone="dark"
        items={PHASE_POINTS.map((point) => [point])}
        cta={['/starmap', 'onDark']}
        values={figures}
      />

      <Section
        id="incubator"
        eyebrow={t('incubator.eyebrow')}
        title={t('incubator.title')}
        intro={t('incubator.intro', figures)}
      >
        <Split media={illustration('incubator')} reversed>
          <p className="pool">
            <strong>{pool}</strong> {t('incubator.pool')}
          </p>
          <p>{t('incubator.text', figures)}</p>
          <div className="actions">
            <ButtonLink to="/spacelabs">{t('incubator.applyCta')}</ButtonLink>
            <ButtonLink to="/builders-program" variant="secondary">
              {t('incubator.buildersCta')}
            </ButtonLink>
          </div>
        </Split>
      </Section>

      <Section
        id="collective"
        tone="muted"
        eyebrow={t('collective.eyebrow')}
        title={t('collective.title')}
        intro={t('collective.intro')}
      >
        <CardGrid columns={2}>
          <Card title={t('collective.who.title')} icon={icon('collective-who')}>
            <ul className="list">
              {COLLECTIVE_MEMBERS.map((item) => (
                <li key={item}>{t(`collective.who.${item}`, figures)}</li>
              ))}
            </ul>
          </Card>
          <Card
            title={t('collective.join.title')}
            icon={icon('collective-join')}
            action={moreLink('/community', t('collective.cta'))}
          >
            <ol className="list">
              {COLLECTIVE_STEPS.map((item) => (
                <li key={item}>{t(`collective.join.${item}`)}</li>
              ))}
            </ol>
          </Card>
        </CardGrid>
      </Section>

      <CardsSection
        id="ecosystem"
        items={ECOSYSTEM_CATEGORIES.map((slug) => [slug, `/ecosystem?category=${slug}`])}
        cta={['/ecosystem']}
      />

      <CardsSection id="token" tone="muted" items={TOKEN_PARTS} values={figures}>
        <div className="backers">
          <h3>{t('token.backers.title')}</h3>
          <p>{t('token.backers.text', figures)}</p>
          <LogoWall
            label={t('token.backers.wallLabel')}
            logos={BACKERS.map((name) => ({
              id: name,
              name,
              src: `/backers/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`,
              width: 160,
              height: 40,
            }))}
          />
        </div>
      </CardsSection>
    </>
  );
}

/** Static copy and links: adopted from the server's HTML on a first load (StaticIsland). */
export function HomeSections(): React.JSX.Element {
  return (
    <StaticIsland css={sectionsStyle}>
      <HomeSectionsContent />
    </StaticIsland>
  );
}

/** The newsletter prompt after the news: what the letter brings, the RSS feed and the form. */
export function HomeNewsletter({ tone }: { tone: SectionTone }): React.JSX.Element {
  const { t } = useTranslation('home');
  const language = useLocale();
  return (
    <div css={sectionsStyle}>
      <Section
        id="newsletter"
        tone={tone}
        eyebrow={t('newsletter.eyebrow')}
        title={t('newsletter.title')}
        intro={t('newsletter.intro')}
      >
        <Split
          media={
            <div className="panel">
              <DeferredNewsletterPrompt headingLevel={3} />
            </div>
          }
        >
          <ul className="list">
            {NEWSLETTER_POINTS.map((point) => (
              <li key={point}>{t(`newsletter.points.${point}`)}</li>
            ))}
          </ul>
          <p>
            {t('newsletter.rssText')}{' '}
            <Link to={localizePath('/rss.xml', language)}>{t('newsletter.rss')}</Link>
          </p>
        </Split>
      </Section>
    </div>
  );
}
