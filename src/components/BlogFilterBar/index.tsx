import React, {forwardRef, useId, useState} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {FILTER_KEYS, hasActiveFilters, type BlogFilters, type FilterOption} from '@site/src/lib/blog';
import styles from './styles.module.css';

export type BlogFilterBarProps = {
  filters: BlogFilters;
  options: {types: FilterOption[]; tags: FilterOption[]; authors: FilterOption[]};
  onChange: (next: BlogFilters) => void;
  onReset: () => void;
};

/** A value from the URL that no post uses still shows as selected, so the empty result makes sense. */
function withCurrent(options: FilterOption[], current: string | undefined): FilterOption[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, {value: current, label: current}];
}

type SelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: FilterOption[];
  onChange: (value: string | undefined) => void;
};

const FilterSelect = forwardRef<HTMLSelectElement, SelectProps>(function FilterSelect(
  {id, label, allLabel, value, options, onChange},
  ref,
) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {withCurrent(options, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});

/**
 * The listing's filters by type, tag and author (they combine); native selects for keyboard and screen readers. On
 * a phone the three selects would fill the screen before the first post: there they sit behind one disclosure
 * button (closed at first, naming how many filters are set), which wider screens do not show.
 */
const BlogFilterBar = forwardRef<HTMLSelectElement, BlogFilterBarProps>(function BlogFilterBar(
  {filters, options, onChange, onReset},
  firstSelectRef,
) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = translate({id: 'blog.filters.label', message: 'Filter posts'});
  const active = FILTER_KEYS.filter((key) => Boolean(filters[key])).length;
  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="blog-filters-toggle">
        <span>
          {label}
          {active > 0 &&
            ` (${translate(
              {id: 'blog.filters.active', message: '{count} set', description: 'How many blog filters are set'},
              {count: active},
            )})`}
        </span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <form
        id={panelId}
        className={clsx(styles.bar, !open && styles.closed)}
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          ref={firstSelectRef}
          id="blog-filter-type"
          label={translate({id: 'blog.filters.type', message: 'Type'})}
          allLabel={translate({id: 'blog.filters.allTypes', message: 'All types'})}
          value={filters.type}
          options={options.types}
          onChange={(type) => onChange({...filters, type})}
        />
        <FilterSelect
          id="blog-filter-tag"
          label={translate({id: 'blog.filters.tag', message: 'Tag'})}
          allLabel={translate({id: 'blog.filters.allTags', message: 'All tags'})}
          value={filters.tag}
          options={options.tags}
          onChange={(tag) => onChange({...filters, tag})}
        />
        <FilterSelect
          id="blog-filter-author"
          label={translate({id: 'blog.filters.author', message: 'Author'})}
          allLabel={translate({id: 'blog.filters.allAuthors', message: 'All authors'})}
          value={filters.author}
          options={options.authors}
          onChange={(author) => onChange({...filters, author})}
        />
        {hasActiveFilters(filters) && (
          <button type="button" className={styles.reset} onClick={onReset}>
            <Translate id="blog.filters.reset">Reset filters</Translate>
          </button>
        )}
      </form>
    </div>
  );
});

export default BlogFilterBar;
