import { css } from '@emotion/react';
import React from 'react';
import { colors, radii, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { Icon } from './Icon';
import { Link } from './Link';

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
    gap: ${space[1]};
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

export interface PaginationLabels {
  /** Names the navigation landmark. */
  label: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  status: (page: number, count: number) => string;
}

/**
 * Plain links between numbered pages, so they work without JavaScript; `hrefFor` gives the
 * unprefixed path (and query) of a page, 1-based.
 */
export function Pagination({
  page,
  count,
  hrefFor,
  labels,
  onSelect,
}: {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
  /** Called when a page link is followed (the link still navigates). */
  onSelect?: (page: number) => void;
}): React.JSX.Element | null {
  if (count <= 1) return null;
  return (
    <nav aria-label={labels.label} css={navStyle}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} onClick={() => onSelect?.(page - 1)}>
          <Icon name="arrow-left" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <ol>
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{labels.status(number, count)} </span>
                <span aria-hidden="true">{number}</span>
              </span>
            ) : (
              <Link
                to={hrefFor(number)}
                aria-label={labels.status(number, count)}
                onClick={() => onSelect?.(number)}
              >
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < count ? (
        <Link to={hrefFor(page + 1)} onClick={() => onSelect?.(page + 1)}>
          {labels.next}
          <Icon name="arrow-right" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
