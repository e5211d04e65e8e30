import React, {useEffect, useId, useMemo, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {TOOL_CATEGORIES, communityToolKey, type CommunityTool} from '@site/src/data/communityTools';
import {
  EMPTY_FILTERS,
  facetsOf,
  filterTools,
  isFiltered,
  parseFilters,
  serializeFilters,
  type FacetOption,
  type ToolFilterState,
} from '@site/src/lib/toolFilters';
import styles from './styles.module.css';
import Heading from '@theme/Heading';

export type ToolCatalogueProps = {
  tools: readonly CommunityTool[];
};

/**
 * True after the first client render. The static HTML is rendered without a query string, so the filters
 * from the URL are applied only once mounted; hydration then matches the server output.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

function resultLabel(count: number, total: number): string {
  if (count === total) return `Showing all ${total} tools`;
  return count === 1 ? `1 of ${total} tools matches` : `${count} of ${total} tools match`;
}

type SelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: FacetOption[];
  onChange: (value: string) => void;
};

function FacetSelect({id, label, allLabel, value, options, onChange}: SelectProps): React.JSX.Element {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The links of a card. They all lead off the site, so they are plain links: Docusaurus' Link adds nothing to an
 * external URL but the same attributes, and costs its hooks for each of the catalogue's few hundred links when the
 * page hydrates.
 */
function ToolLinks({tool}: {tool: CommunityTool}): React.JSX.Element {
  const links = [
    {key: 'website', label: 'Website', href: tool.links.website},
    {key: 'docs', label: 'Docs', href: tool.links.docs},
    {key: 'repo', label: 'Repository', href: tool.links.repo},
  ].filter((link): link is {key: string; label: string; href: string} => Boolean(link.href));
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.key}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- external URLs from the catalogue's data (see above) */}
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="sr-only"> for {tool.title} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ToolItem({tool}: {tool: CommunityTool}): React.JSX.Element {
  const tags = [...tool.languages, ...tool.technologies];
  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <Heading as="h3" className={styles.itemTitle}>
          {tool.title}
        </Heading>
        {tool.isAsyncAPIOwner && <span className={styles.badgeOwner}>AsyncAPI</span>}
        {tool.hasCommercial && <span className={styles.badgeCommercial}>Commercial</span>}
      </div>
      <p className={styles.categories}>{tool.categories.map((id) => TOOL_CATEGORIES[id]).join(' · ')}</p>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Languages and technologies">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <ToolLinks tool={tool} />
    </li>
  );
}

/** The community catalogue: filters (kept in the URL query) above a list of tool cards. */
export default function ToolCatalogue({tools}: ToolCatalogueProps): React.JSX.Element {
  const history = useHistory();
  const location = useLocation();
  const mounted = useMounted();
  const idPrefix = useId();
  const state = useMemo(() => parseFilters(mounted ? location.search : ''), [mounted, location.search]);
  const facets = useMemo(() => facetsOf(tools), [tools]);
  const results = useMemo(() => filterTools(tools, state), [tools, state]);

  const update = (patch: Partial<ToolFilterState>) => {
    history.replace({...location, search: serializeFilters({...state, ...patch}, location.search)});
  };
  const reset = () => update(EMPTY_FILTERS);

  return (
    <div className={styles.catalogue}>
      <form
        role="search"
        aria-label="Filter community tools"
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}>
        <div className={`${styles.field} ${styles.search}`}>
          <label htmlFor={`${idPrefix}-q`} className={styles.label}>
            Search
          </label>
          <input
            id={`${idPrefix}-q`}
            type="search"
            className={styles.control}
            placeholder="Name, language, framework…"
            value={state.q}
            onChange={(event) => update({q: event.target.value})}
          />
        </div>
        <FacetSelect
          id={`${idPrefix}-category`}
          label="Category"
          allLabel="All categories"
          value={state.category}
          options={facets.categories}
          onChange={(value) => update({category: value as ToolFilterState['category']})}
        />
        <FacetSelect
          id={`${idPrefix}-language`}
          label="Language"
          allLabel="All languages"
          value={state.language}
          options={facets.languages}
          onChange={(value) => update({language: value})}
        />
        <FacetSelect
          id={`${idPrefix}-technology`}
          label="Technology"
          allLabel="All technologies"
          value={state.technology}
          options={facets.technologies}
          onChange={(value) => update({technology: value})}
        />
      </form>

      <div className={styles.summary}>
        <p role="status" aria-live="polite" className={styles.count}>
          {resultLabel(results.length, tools.length)}
        </p>
        {isFiltered(state) && results.length > 0 && (
          <button type="button" className={styles.resetLink} onClick={reset}>
            Clear filters
          </button>
        )}
      </div>

      {results.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No tools match</p>
          <p>Try a shorter search or fewer filters.</p>
          <button type="button" className="button button--primary" onClick={reset}>
            Reset filters
          </button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {results.map((tool) => (
            <ToolItem key={communityToolKey(tool)} tool={tool} />
          ))}
        </ul>
      )}
    </div>
  );
}
