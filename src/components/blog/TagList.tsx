import { css } from '@emotion/react';
import React from 'react';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { inlineList } from '../../styles/lists';
import { Link } from '../ui/Link';

const listStyle = css`
  ${inlineList(space[2])};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    color: ${colors.ink};
    font-size: ${fontSizes.sm};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }
`;

export function TagList({
  tags,
  label,
  searchFilter,
}: {
  tags: ReadonlyArray<{ slug: string | null; name: string | null } | null>;
  label: string;
  /** The site search filter these tags are values of (on an article's own page). */
  searchFilter?: string;
}): React.JSX.Element {
  return (
    <ul css={listStyle} aria-label={label}>
      {tags.flatMap((tag) =>
        tag?.slug && tag.name
          ? [
              <li key={tag.slug} data-pagefind-filter={searchFilter}>
                <Link to={`/blog/tag/${tag.slug}`}>{tag.name}</Link>
              </li>,
            ]
          : [],
      )}
    </ul>
  );
}
