import { css } from '@emotion/react';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { blogPagePath } from '../../features/cms/articles';
import { colors, radii, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { Link } from '../ui/Link';

const navStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[4]};
  margin-top: ${space[10]};
  ol {
    ${inlineList(space[1])};
  }
  a,
  span[aria-current] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${space[3]};
    border-radius: ${radii.pill};
  }
  span[aria-current] {
    background: ${colors.primary};
    color: ${colors.onPrimary};
    font-weight: 700;
  }
`;

/** Plain links between the blog's list pages: they work without JavaScript. */
export function Pagination({ page, count }: { page: number; count: number }): React.JSX.Element | null {
  const { t } = useTranslation('blog');
  if (count <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} css={navStyle}>
      {page > 1 ? <Link to={blogPagePath(page - 1)}>← {t('pagination.newer')}</Link> : <span />}
      <ol>
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{t('pagination.status', { page: number, count })} </span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link to={blogPagePath(number)} aria-label={t('pagination.status', { page: number, count })}>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < count ? <Link to={blogPagePath(page + 1)}>{t('pagination.older')} →</Link> : <span />}
    </nav>
  );
}
