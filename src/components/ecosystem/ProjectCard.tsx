import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryProject, FacetOption } from '../../features/ecosystem/directory';
import { inlineList } from '../../styles/lists';
import { colors, fontSizes, radii, shadows, space } from '../../styles/theme';
import { Link } from '../ui/Link';
import { DEFAULT_LOCALE } from '../../features/i18n/locales';

const cardStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
  padding: ${space[5]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  header {
    display: flex;
    align-items: center;
    gap: ${space[3]};
  }
  img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: ${radii.md};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const chipsStyle = css`
  ${inlineList(space[1])};
  li {
    padding: 0 ${space[2]};
    border-radius: ${radii.pill};
    background: ${colors.surfaceMuted};
    color: ${colors.inkMuted};
    font-size: ${fontSizes.xs};
    line-height: 1.8;
  }
`;

const linksStyle = css`
  ${inlineList(space[4])};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const SOCIAL_LABELS = { x: 'X', github: 'GitHub', discord: 'Discord' } as const;

/** One ecosystem project: logo, name, its chains and categories, description and links. */
export function ProjectCard({
  project,
  chains,
  categories,
  headingLevel = 3,
  linkHosts,
}: {
  project: DirectoryProject;
  /** Names of chains and categories in the page's language, by slug. */
  chains: ReadonlyMap<string, FacetOption>;
  categories: ReadonlyMap<string, FacetOption>;
  headingLevel?: 2 | 3;
  /** The hosts its links may go to: the page's `linkHosts`. */
  linkHosts?: readonly string[];
}): React.JSX.Element {
  const { t } = useTranslation('ecosystem');
  const Heading = `h${headingLevel}` as const;
  const labels = [
    ...project.chains.map((slug) => chains.get(slug)?.name),
    ...project.categories.map((slug) => categories.get(slug)?.name),
  ].filter((name): name is string => Boolean(name));
  return (
    <article css={cardStyle} aria-labelledby={`project-${project.slug}`}>
      <header>
        {project.logo && (
          <img
            src={project.logo.src}
            width={project.logo.width}
            height={project.logo.height}
            alt=""
            loading="lazy"
            decoding="async"
            // A 48 px mark beside the name: on a phone the first card is in the first screen
            // (filters in a disclosure), where Chrome raised the logo to High and the document's
            // LCP text waited for it (Lighthouse's phone, docs/benchmarks.md).
            {...{ fetchpriority: 'low' }}
          />
        )}
        <Heading id={`project-${project.slug}`}>{project.name}</Heading>
      </header>
      {labels.length > 0 && (
        <ul css={chipsStyle} aria-label={t('card.labels')}>
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      <p lang={project.descriptionInEnglish ? DEFAULT_LOCALE : undefined}>{project.description}</p>
      <ul css={linksStyle} aria-label={t('card.links', { name: project.name })}>
        <li>
          <Link to={project.website} allowedHosts={linkHosts}>
            {t('card.website')}
            <span className="visually-hidden">: {project.name}</span>
          </Link>
        </li>
        {(Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).map((network) => {
          const url = project.social[network];
          return url ? (
            <li key={network}>
              <Link to={url} allowedHosts={linkHosts}>
                {SOCIAL_LABELS[network]}
                <span className="visually-hidden">: {project.name}</span>
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </article>
  );
}
