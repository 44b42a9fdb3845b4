import { css } from '@emotion/react';
import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../features/i18n/format';
import { excerptParts } from '../../features/search/excerpt';
import {
  loadPagefind,
  popularTags,
  search,
  SEARCH_TYPES,
  type SearchHit,
  type SearchType,
} from '../../features/search/pagefind';
import { colors, fontSizes, radii, space } from '../../styles/theme';

const panelStyle = css`
  display: grid;
  gap: ${space[4]};
  input[type='search'] {
    width: 100%;
    min-height: 48px;
    padding: 0 ${space[4]};
    border: 2px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    font-size: ${fontSizes.lg};
    &:focus {
      border-color: ${colors.primary};
      outline: none;
    }
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    float: left;
    margin-right: ${space[2]};
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
    line-height: 36px;
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    min-height: 36px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    font-size: ${fontSizes.sm};
    cursor: pointer;
  }
  fieldset label:has(input:checked) {
    border-color: ${colors.primary};
    color: ${colors.primary};
    font-weight: 700;
  }
  ol {
    display: grid;
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .search-result {
    display: block;
    padding: ${space[3]} ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    color: ${colors.ink};
    text-decoration: none;
    &:hover,
    &:focus {
      border-color: ${colors.primary};
      outline: 2px solid ${colors.primary};
      outline-offset: 1px;
    }
  }
  .search-result-title {
    display: block;
    color: ${colors.primary};
    font-weight: 700;
  }
  .search-result-meta {
    display: block;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.sm};
  }
  .search-result-excerpt {
    display: block;
    margin-top: ${space[1]};
    font-size: ${fontSizes.sm};
    overflow-wrap: anywhere;
  }
  mark {
    background: ${colors.highlight};
    color: inherit;
  }
  .search-suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .search-suggestions button {
    min-height: 36px;
    padding: 0 ${space[3]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    cursor: pointer;
  }
`;

type Status = 'idle' | 'loading' | 'done' | 'error';

/** Moves focus through the result links with the arrow keys; Enter opens the focused link. */
function moveFocus(list: HTMLElement | null, input: HTMLInputElement | null, step: 1 | -1) {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a.search-result') ?? []);
  if (!links.length) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = current + step;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)].focus();
}

/** The results found, each a link with its type, date and excerpt (the terms found marked). */
function SearchHitList({
  hits,
  list,
  onNavigate,
}: {
  hits: readonly SearchHit[];
  list: React.RefObject<HTMLOListElement>;
  onNavigate?: () => void;
}): React.JSX.Element {
  const { t, i18n } = useTranslation('header');
  return (
    <ol ref={list}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <a className="search-result" href={hit.url} onClick={onNavigate}>
            <span className="search-result-title">{hit.title}</span>
            <span className="search-result-meta">
              {t(`search.types.${hit.type}`)}
              {hit.date && ` · ${formatDate(hit.date, i18n.language)}`}
            </span>
            <span className="search-result-excerpt">
              {excerptParts(hit.excerpt).map((part, index) =>
                part.marked ? <mark key={index}>{part.text}</mark> : part.text,
              )}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The results of `query` in `type` as the visitor types (a later keystroke replaces a search under
 * way), and popular tags to suggest once a search finds nothing.
 */
function useSearch(query: string, type: SearchType | '', onQueryChange?: (query: string) => void) {
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    onQueryChange?.(query);
    const term = query.trim();
    if (!term) {
      setHits([]);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus((previous) => (previous === 'done' ? previous : 'loading'));
    search(term, type || undefined).then(
      (found) => {
        // null: a later keystroke replaced this search.
        if (!current || !found) return;
        setHits(found);
        setStatus('done');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [query, type, onQueryChange]);

  useEffect(() => {
    if (status !== 'done' || hits.length || suggestions.length) return;
    popularTags().then(setSuggestions, () => undefined);
  }, [status, hits.length, suggestions.length]);
  return { hits, status, suggestions };
}

/**
 * The search box, its type filter and results as the visitor types: used by the header's
 * dialog and the search page. `onQueryChange` lets the page keep the query in its URL;
 * `onNavigate` lets the dialog close when a result is opened.
 */
export function SearchPanel({
  initialQuery = '',
  focusOnMount = false,
  onQueryChange,
  onNavigate,
}: {
  initialQuery?: string;
  focusOnMount?: boolean;
  onQueryChange?: (query: string) => void;
  onNavigate?: () => void;
}): React.JSX.Element {
  const { t } = useTranslation('header');
  const [query, setQuery] = useState(initialQuery);
  const [type, setType] = useState<SearchType | ''>('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const resultsId = useId();

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    // Pagefind's script, WebAssembly and index metadata load while the visitor starts typing,
    // so the first keystroke waits for its index chunk only. A failure shows on the first search.
    loadPagefind().catch(() => undefined);
  }, [focusOnMount]);

  const { hits, status, suggestions } = useSearch(query, type, onQueryChange);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(list.current, input.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    // Arrow keys anywhere in the panel move between the search box and the results.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div css={panelStyle} onKeyDown={onKeyDown}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        value={query}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        aria-controls={resultsId}
        onChange={(event) => setQuery(event.target.value)}
      />
      <fieldset>
        <legend>{t('search.type')}</legend>
        {(['', ...SEARCH_TYPES] as const).map((value) => (
          <label key={value || 'all'}>
            <input
              type="radio"
              name={`${inputId}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t(value ? `search.types.${value}` : 'search.types.all')}
          </label>
        ))}
      </fieldset>
      <div id={resultsId} aria-live="polite" aria-busy={status === 'loading'} data-search-status={status}>
        {status === 'error' && <p>{t('search.error')}</p>}
        {status === 'done' && hits.length === 0 && (
          <div>
            <p>{t('search.noResults', { query: query.trim() })}</p>
            {suggestions.length > 0 && (
              <>
                <p>{t('search.suggestions')}</p>
                <ul className="search-suggestions">
                  {suggestions.map((tag) => (
                    <li key={tag}>
                      <button type="button" onClick={() => setQuery(tag)}>
                        {tag}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        {hits.length > 0 && query.trim() && (
          <>
            <p className="visually-hidden">{t('search.count', { count: hits.length })}</p>
            <SearchHitList hits={hits} list={list} onNavigate={onNavigate} />
          </>
        )}
      </div>
    </div>
  );
}
