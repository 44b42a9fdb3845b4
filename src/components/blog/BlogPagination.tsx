import React from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../ui/Pagination';
import type { Paging } from '../layout/Seo';

/**
 * The numbered links under a page of articles (the blog list and each tag): plain links, so
 * they work without JavaScript; the head gets the same pages as `rel="prev"`/`rel="next"`
 * (Seo's `paging`).
 */
export function BlogPagination({ page, count, hrefFor }: Paging): React.JSX.Element | null {
  const { t } = useTranslation('blog');
  return (
    <Pagination
      page={page}
      count={count}
      hrefFor={hrefFor}
      labels={{
        label: t('pagination.label'),
        previous: t('pagination.newer'),
        next: t('pagination.older'),
        status: (current, total) => t('pagination.status', { page: current, count: total }),
      }}
    />
  );
}
