import React from 'react';
import { Icon } from './Icon';
import { Link } from './Link';

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
    <nav aria-label={labels.label} className="pagination">
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
