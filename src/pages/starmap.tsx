import { css } from '@emotion/react';
import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../components/layout/Layout';
import { PageHead } from '../components/layout/Seo';
import { ButtonLink, buttonStyles } from '../components/ui/Button';
import { DialogTrigger } from '../components/ui/Dialog';
import { Link } from '../components/ui/Link';
import { PageHero } from '../components/ui/PageHero';
import { CallToAction, Card, CardGrid, Section } from '../components/ui/page-sections';
import {
  STARMAP,
  STARMAP_STATUSES,
  phaseStatus,
  type StarmapItem,
  type StarmapPhase,
  type StarmapStatus,
} from '../config/starmap';
import { EXTERNAL_LINKS } from '../config/site';
import { colors, fontSizes, mq, radii, space } from '../styles/theme';

const badgeStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  width: fit-content;
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  font-weight: 700;
  line-height: 1.4;
  .mark {
    flex: none;
    width: 0.85rem;
    height: 0.85rem;
    border: 2px solid ${colors.inkMuted};
    border-radius: ${radii.pill};
  }
  &[data-status='done'] .mark {
    border-color: ${colors.success};
    background: ${colors.success};
  }
  &[data-status='inProgress'] .mark {
    border-color: ${colors.primary};
    background: linear-gradient(90deg, ${colors.primary} 50%, transparent 50%);
  }
`;

/** A status as text with a shape beside it (filled, half, empty), never as colour alone. */
function StatusBadge({ status }: { status: StarmapStatus }): React.JSX.Element {
  const { t } = useTranslation('about');
  return (
    <span css={badgeStyle} data-status={status}>
      <span className="mark" aria-hidden="true" />
      <span>
        <span className="visually-hidden">{t('starmap.statusLabel')} </span>
        {t(`starmap.status.${status}`)}
      </span>
    </span>
  );
}

const overviewStyle = css`
  position: relative;
  display: grid;
  gap: ${space[4]};
  margin: ${space[8]} 0 0;
  padding: 0;
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: ${space[4]};
    bottom: ${space[4]};
    left: 0.55rem;
    width: 2px;
    background: linear-gradient(${colors.accent}, ${colors.primary} 50%, ${colors.border});
  }
  li {
    position: relative;
    padding-left: ${space[8]};
  }
  li::before {
    content: '';
    position: absolute;
    z-index: 1;
    top: 1.35rem;
    left: 0;
    width: 1.1rem;
    height: 1.1rem;
    border: 3px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
  }
  li[data-status='done']::before {
    border-color: ${colors.accent};
    background: ${colors.accent};
  }
  li[data-status='inProgress']::before {
    border-color: ${colors.primary};
    background: ${colors.surface};
    box-shadow: 0 0 0 4px rgba(58, 63, 224, 0.18);
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    &::before {
      top: 0.55rem;
      bottom: auto;
      left: 0;
      right: 0;
      width: auto;
      height: 2px;
      background: linear-gradient(90deg, ${colors.accent}, ${colors.primary} 50%, ${colors.border});
    }
    li {
      padding: ${space[8]} 0 0;
    }
    li::before {
      top: 0;
    }
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${space[2]};
    height: 100%;
    padding: ${space[5]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    color: ${colors.ink};
    text-decoration: none;
    transition: border-color 0.15s ease;
  }
  a:hover {
    border-color: ${colors.primary};
  }
  .phase-number {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.primary};
  }
  .phase-title {
    font-size: ${fontSizes.xl};
    font-weight: 800;
    line-height: 1.25;
  }
  .phase-period {
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const legendStyle = css`
  display: grid;
  gap: ${space[3]};
  margin: ${space[8]} 0 0;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space[5]};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${space[2]};
  }
  dd {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const phaseStatusStyle = css`
  margin-top: ${space[5]};
`;

const dialogContentStyle = css`
  margin-top: ${space[4]};
  font-weight: 400;
  p {
    margin: ${space[4]} 0 0;
    color: ${colors.ink};
  }
  .dialog-meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space[2]} ${space[3]};
    margin: 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  .dialog-link a {
    font-weight: 700;
  }
`;

const triggerStyle = css`
  ${buttonStyles.secondary};
  min-height: 44px;
`;

function StarmapItemCard({ phase, item }: { phase: StarmapPhase; item: StarmapItem }): React.JSX.Element {
  const { t } = useTranslation('about');
  const title = t(`starmap.item.${item.id}.title`);
  return (
    <Card
      title={title}
      action={
        <DialogTrigger
          triggerCss={triggerStyle}
          title={title}
          label={
            <>
              {t('starmap.details')}{' '}
              <span className="visually-hidden">{t('starmap.detailsSuffix', { title })}</span>
            </>
          }
        >
          <div css={dialogContentStyle} data-starmap-item={item.id}>
            <p className="dialog-meta">
              <StatusBadge status={item.status} />
              <span>
                {t('starmap.phaseLabel', { number: phase.number })} · {t(`starmap.phase.${phase.id}.title`)}
              </span>
            </p>
            <p>{t(`starmap.item.${item.id}.details`)}</p>
            <p className="dialog-link">
              <Link to={item.link.href}>{t(`starmap.link.${item.link.kind}`)}</Link>
            </p>
          </div>
        </DialogTrigger>
      }
    >
      <StatusBadge status={item.status} />
      <p>{t(`starmap.item.${item.id}.summary`)}</p>
    </Card>
  );
}

export default function StarmapPage(): React.JSX.Element {
  const { t } = useTranslation('about');
  return (
    <Layout>
      <PageHero
        illustration="starmap"
        eyebrow={t('starmap.eyebrow')}
        title={t('starmap.title')}
        intro={t('starmap.intro')}
      />

      <Section
        id="overview"
        eyebrow={t('starmap.overview.eyebrow')}
        title={t('starmap.overview.title')}
        intro={t('starmap.overview.intro')}
      >
        <ol css={overviewStyle}>
          {STARMAP.map((phase) => {
            const status = phaseStatus(phase);
            return (
              <li key={phase.id} data-status={status}>
                <Link to={`#phase-${phase.id}`}>
                  <span className="phase-number">{t('starmap.phaseLabel', { number: phase.number })}</span>
                  <span className="phase-title">{t(`starmap.phase.${phase.id}.title`)}</span>
                  <span className="phase-period">{t(`starmap.phase.${phase.id}.period`)}</span>
                  <StatusBadge status={status} />
                </Link>
              </li>
            );
          })}
        </ol>
        <dl css={legendStyle} aria-label={t('starmap.legend.label')}>
          {STARMAP_STATUSES.map((status) => (
            <div key={status}>
              <dt>
                <StatusBadge status={status} />
              </dt>
              <dd>{t(`starmap.legend.${status}`)}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {STARMAP.map((phase, index) => (
        <Section
          key={phase.id}
          id={`phase-${phase.id}`}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
          eyebrow={`${t('starmap.phaseLabel', { number: phase.number })} · ${t(`starmap.phase.${phase.id}.period`)}`}
          title={t(`starmap.phase.${phase.id}.title`)}
          intro={t(`starmap.phase.${phase.id}.summary`)}
        >
          <div css={phaseStatusStyle}>
            <StatusBadge status={phaseStatus(phase)} />
          </div>
          <CardGrid columns={phase.items.length % 3 === 0 ? 3 : 2}>
            {phase.items.map((item) => (
              <StarmapItemCard key={item.id} phase={phase} item={item} />
            ))}
          </CardGrid>
        </Section>
      ))}

      {/* After the last phase's band: the other ground. */}
      <CallToAction
        id="shape-the-roadmap"
        tone={STARMAP.length % 2 === 0 ? 'muted' : 'plain'}
        title={t('starmap.cta.title')}
        text={t('starmap.cta.text')}
      >
        <ButtonLink to={EXTERNAL_LINKS.forum}>{t('starmap.cta.forum')}</ButtonLink>
        <ButtonLink to="/blog" variant="onDark">
          {t('starmap.cta.blog')}
        </ButtonLink>
      </CallToAction>
    </Layout>
  );
}

export const Head = PageHead;

export const query = graphql`
  query StarmapPage($language: String!, $namespaces: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      ...PageLocales
    }
  }
`;
