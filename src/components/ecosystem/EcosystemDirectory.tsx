import { css } from '@emotion/react';
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  facetCounts,
  filterProjects,
  pageOf,
  PROJECTS_PER_PAGE,
  stringifyDirectoryQuery,
  type DirectoryData,
  type DirectoryState,
  type FacetOption,
} from '../../features/ecosystem/directory';
import { parseDirectoryQuery } from '../../features/ecosystem/query';
import { useHydrated } from '../../features/hydration';
import { useQueryState } from '../../features/navigation/query-state';
import { useQueryText } from '../../features/navigation/query-text';
import { buttonStyles } from '../ui/Button';
import { CheckboxGroup } from '../ui/CheckboxGroup';
import { FilterDisclosure } from '../ui/FilterDisclosure';
import { Pagination } from '../ui/Pagination';
import { colors, fontSizes, radii, space } from '../../styles/theme';
import { cardGrid } from '../../styles/lists';
import { ProjectCard } from './ProjectCard';

/** The search field's part of the state: a new search starts over at page 1. */
const getSearch = (state: DirectoryState) => state.search;
const setSearch = (state: DirectoryState, search: string): DirectoryState => ({ ...state, search, page: 1 });

const controlsStyle = css`
  display: grid;
  gap: ${space[5]};
  margin-bottom: ${space[8]};
  label[for='directory-search'] {
    display: block;
    margin-bottom: ${space[2]};
    font-weight: 700;
  }
  input[type='search'] {
    width: 100%;
    max-width: 36rem;
    min-height: 48px;
    padding: 0 ${space[4]};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.md};
    font: inherit;
    background: ${colors.surface};
    color: ${colors.ink};
  }
`;

const statusStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
  margin-bottom: ${space[5]};
  h2 {
    margin: 0;
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

const gridStyle = [
  cardGrid(3, 4),
  css`
    margin: 0;
  `,
];

const emptyStyle = css`
  padding: ${space[10]} ${space[6]};
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  text-align: center;
  h3 {
    margin-top: 0;
  }
`;

function FacetGroup({
  name,
  legend,
  options,
  selected,
  counts,
  disabled,
  onToggle,
}: {
  name: 'chain' | 'category';
  legend: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  counts: Record<string, number>;
  disabled: boolean;
  onToggle: (slug: string) => void;
}): React.JSX.Element {
  const { t } = useTranslation('ecosystem');
  return (
    <CheckboxGroup
      name={name}
      legend={legend}
      options={options.map((option) => ({
        value: option.slug,
        label: (
          <>
            {option.name}
            <span className="count" aria-hidden="true">
              {counts[option.slug] ?? 0}
            </span>
            <span className="visually-hidden">
              {t('filters.optionCount', { count: counts[option.slug] ?? 0 })}
            </span>
          </>
        ),
      }))}
      selected={selected}
      disabled={disabled}
      onToggle={onToggle}
    />
  );
}

/**
 * The directory's state: the query string (and a search being typed, and boxes ticked while their
 * navigation is under way) once hydrated; before that, every project and no filter.
 */
function useDirectoryView(directory: DirectoryData, basePath: string, search: string) {
  const hydrated = useHydrated();
  const known = useMemo(
    () => ({
      chains: directory.chains.map((chain) => chain.slug),
      categories: directory.categories.map((category) => category.slug),
    }),
    [directory],
  );
  const parse = useCallback((query: string) => parseDirectoryQuery(query, known), [known]);
  const query = useQueryState(search, basePath, parse, stringifyDirectoryQuery);
  const urlState = query.state;
  const { text: draftSearch, setText: setDraftSearch, write } = useQueryText(query, getSearch, setSearch);
  // A ticked box shows at once, while the navigation to its URL is under way.
  const [pendingFacets, setPendingFacets] = useState<Pick<DirectoryState, 'chains' | 'categories'> | null>(
    null,
  );
  useEffect(() => setPendingFacets(null), [search]);

  const state: DirectoryState = hydrated
    ? {
        ...urlState,
        ...pendingFacets,
        search: draftSearch,
        page: draftSearch === urlState.search ? urlState.page : 1,
      }
    : { search: '', chains: [], categories: [], page: 1 };
  const matching = useMemo(
    () => filterProjects(directory.projects, state),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [directory.projects, state.search, state.chains.join(), state.categories.join()],
  );
  const counts = useMemo(
    () => facetCounts(directory.projects, state),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [directory.projects, state.search, state.chains.join(), state.categories.join()],
  );
  const shown = hydrated
    ? pageOf(matching, state.page)
    : { items: matching, page: 1, pageCount: 1, first: 1, last: matching.length };
  const toggle = (key: 'chains' | 'categories', slug: string) => {
    const current = state[key];
    const next = current.includes(slug) ? current.filter((item) => item !== slug) : [...current, slug];
    setPendingFacets({ chains: state.chains, categories: state.categories, [key]: next });
    write({ ...state, [key]: next, page: 1 });
  };
  const reset = () => write({ search: '', chains: [], categories: [], page: 1 });
  return { hydrated, query, state, draftSearch, setDraftSearch, matching, counts, shown, toggle, reset };
}

type DirectoryView = ReturnType<typeof useDirectoryView>;

/** The search field and the facets: a GET form that works without JavaScript too. */
function DirectoryControls({
  directory,
  view: { hydrated, query, state, draftSearch, setDraftSearch, counts, toggle, reset },
}: {
  directory: DirectoryData;
  view: DirectoryView;
}): React.JSX.Element {
  const { t } = useTranslation('ecosystem');
  const active = state.chains.length + state.categories.length;
  return (
    <form
      css={controlsStyle}
      className="filter-groups"
      role="search"
      aria-label={t('search.formLabel')}
      action={query.action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <noscript>
        <p>{t('noscript')}</p>
      </noscript>
      <div>
        <label htmlFor="directory-search">{t('search.label')}</label>
        <input
          id="directory-search"
          type="search"
          name="q"
          value={draftSearch}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          maxLength={100}
          disabled={!hydrated}
          onChange={(event) => setDraftSearch(event.target.value)}
        />
      </div>
      <FilterDisclosure id="directory-filters" activeCount={active} hydrated={hydrated}>
        <FacetGroup
          name="chain"
          legend={t('filters.chain')}
          options={directory.chains}
          selected={state.chains}
          counts={counts.chains}
          disabled={!hydrated}
          onToggle={(slug) => toggle('chains', slug)}
        />
        <FacetGroup
          name="category"
          legend={t('filters.category')}
          options={directory.categories}
          selected={state.categories}
          counts={counts.categories}
          disabled={!hydrated}
          onToggle={(slug) => toggle('categories', slug)}
        />
      </FilterDisclosure>
      {(active > 0 || state.search.trim() !== '') && (
        <div>
          <button type="button" css={buttonStyles.secondary} onClick={reset}>
            {t('filters.clear')}
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * The searchable ecosystem directory. Its state is the query string, so a filtered view can be
 * shared, reloaded and reached with the back button. Before JavaScript runs (and without it)
 * every project is listed and the controls are disabled; after hydration the list is filtered
 * and paged.
 */
export function EcosystemDirectory({
  directory,
  basePath,
  search,
  linkHosts,
}: {
  directory: DirectoryData;
  /** Unprefixed path of the page (`/ecosystem`). */
  basePath: string;
  /** `location.search` of the page. */
  search: string;
  /** The page's `linkHosts`: where the projects' links may go. */
  linkHosts?: readonly string[];
}): React.JSX.Element {
  const { t } = useTranslation('ecosystem');
  const view = useDirectoryView(directory, basePath, search);
  const { hydrated, query, state, matching, shown, reset } = view;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResultsOnPage = useRef<number | null>(null);

  // After a pagination link, take keyboard and screen-reader users to the new page's heading.
  useEffect(() => {
    if (focusResultsOnPage.current === shown.page) {
      focusResultsOnPage.current = null;
      resultsHeading.current?.focus({ preventScroll: true });
      resultsHeading.current?.scrollIntoView({ block: 'start' });
    }
  }, [shown.page]);

  const chainsBySlug = useMemo(() => new Map(directory.chains.map((c) => [c.slug, c])), [directory]);
  const categoriesBySlug = useMemo(() => new Map(directory.categories.map((c) => [c.slug, c])), [directory]);
  // Without JavaScript the server's page lists every project. React renders (and so hydrates)
  // only the first page of them and leaves the rest in a <noscript>, whose content it neither
  // hydrates nor renders in a browser: a phone hydrates 16 cards instead of the whole directory.
  const listed = hydrated ? shown.items : shown.items.slice(0, PROJECTS_PER_PAGE);
  const unlisted = hydrated ? [] : shown.items.slice(PROJECTS_PER_PAGE);

  return (
    <>
      <DirectoryControls directory={directory} view={view} />

      <div css={statusStyle}>
        <h2 id="directory-results" ref={resultsHeading} tabIndex={-1}>
          {t('results.title')}
        </h2>
        <p id="directory-status" role="status" aria-live="polite">
          {matching.length === 0
            ? t('results.none')
            : t('results.status', { first: shown.first, last: shown.last, total: matching.length })}
        </p>
      </div>

      {shown.items.length ? (
        <>
          <ul css={gridStyle} aria-labelledby="directory-results">
            {listed.map((project) => (
              <li key={project.slug}>
                <ProjectCard
                  project={project}
                  chains={chainsBySlug}
                  categories={categoriesBySlug}
                  linkHosts={linkHosts}
                />
              </li>
            ))}
          </ul>
          {unlisted.length > 0 && (
            <noscript>
              <ul css={[...gridStyle, css({ marginTop: space[6] })]} aria-labelledby="directory-results">
                {unlisted.map((project) => (
                  <li key={project.slug}>
                    <ProjectCard
                      project={project}
                      chains={chainsBySlug}
                      categories={categoriesBySlug}
                      linkHosts={linkHosts}
                    />
                  </li>
                ))}
              </ul>
            </noscript>
          )}
        </>
      ) : (
        <div css={emptyStyle}>
          <h3>{t('empty.title')}</h3>
          <p>{t('empty.text')}</p>
          <button type="button" css={buttonStyles.primary} onClick={reset}>
            {t('empty.reset')}
          </button>
        </div>
      )}

      <Pagination
        page={shown.page}
        count={shown.pageCount}
        hrefFor={(page) => query.hrefFor({ ...state, page })}
        onSelect={(page) => {
          focusResultsOnPage.current = page;
        }}
        labels={{
          label: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          status: (page, count) => t('pagination.status', { page, count }),
        }}
      />
    </>
  );
}
