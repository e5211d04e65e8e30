import React, {useEffect, useId, useMemo, useState} from 'react';
import {
  describeReset,
  filterByRepository,
  githubSearchUrl,
  loadDashboardList,
  repositoryOptions,
  type DashboardItem,
  type DashboardListId,
  type DashboardState,
  type FetchLike,
} from '@site/src/lib/githubDashboard';
import styles from './styles.module.css';
import SectionHeading from '@site/src/components/SectionHeading';
import Link from '@docusaurus/Link';

export type CommunityDashboardProps = {
  /** The fetch to use; the browser's by default. Tests pass a mock. */
  fetchImpl?: FetchLike;
  /** The current time, for the rate-limit message. */
  now?: () => Date;
};

type PanelCopy = {
  heading: string;
  intro: string;
  /** Completes "No ... right now." */
  emptyNoun: string;
};

const COPY: Record<DashboardListId, PanelCopy> = {
  goodFirstIssues: {
    heading: 'Good first issues',
    intro: 'Open issues that maintainers marked as a good place to start, newest first.',
    emptyNoun: 'good first issues',
  },
  mostActive: {
    heading: 'Most discussed',
    intro: 'Open issues and pull requests with the most comments across the organisation.',
    emptyNoun: 'open issues or pull requests',
  },
};

const LISTS: readonly DashboardListId[] = ['goodFirstIssues', 'mostActive'];

/** The browser's fetch, read at call time so that tests and the page can replace it. */
const browserFetch: FetchLike = (url, init) => window.fetch(url, init);

/** Both dashboard lists, each fetched from the GitHub search API in the browser after the page loads. */
export default function CommunityDashboard({
  fetchImpl = browserFetch,
  now = () => new Date(),
}: CommunityDashboardProps): React.JSX.Element {
  return (
    <div className={styles.panels}>
      {LISTS.map((list) => (
        <DashboardPanel key={list} list={list} fetchImpl={fetchImpl} now={now} />
      ))}
    </div>
  );
}

type PanelProps = {list: DashboardListId; fetchImpl: FetchLike; now: () => Date};

/** One list: fetches on mount (and on retry), then shows loading, empty, error, rate-limited or the items. */
export function DashboardPanel({list, fetchImpl, now}: PanelProps): React.JSX.Element {
  const [state, setState] = useState<DashboardState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  const copy = COPY[list];
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setState({status: 'loading'});
    void loadDashboardList(list, fetchImpl, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [list, fetchImpl, attempt]);

  const searchLink = (
    <Link href={githubSearchUrl(list)} className={styles.searchLink}>
      See this search on GitHub
    </Link>
  );
  const retry = (
    <button
      type="button"
      className="button button--sm button--outline button--primary"
      onClick={() => setAttempt((n) => n + 1)}>
      Try again
    </button>
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid={`dashboard-${list}`}>
      <SectionHeading as="h2" id={headingId} className={styles.heading}>
        {copy.heading}
      </SectionHeading>
      <p className={styles.intro}>{copy.intro}</p>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <LoadingSkeleton /> : null}
        {state.status === 'empty' ? (
          <div className={styles.message}>
            <p>No {copy.emptyNoun} right now.</p>
            <p>{searchLink}</p>
          </div>
        ) : null}
        {state.status === 'error' ? (
          <div className={styles.message} role="alert">
            <p>
              <strong>The list could not be loaded.</strong> {state.message}
            </p>
            <p className={styles.messageActions}>
              {searchLink}
              {retry}
            </p>
          </div>
        ) : null}
        {state.status === 'rate-limited' ? (
          <div className={styles.message} role="alert">
            <p>
              <strong>GitHub’s rate limit for anonymous requests has been reached.</strong>{' '}
              {describeReset(state.resetAt, now())}
            </p>
            <p className={styles.messageActions}>{searchLink}</p>
          </div>
        ) : null}
        {state.status === 'ready' ? <ItemList items={state.items} label={copy.heading} /> : null}
      </div>
    </section>
  );
}

function LoadingSkeleton(): React.JSX.Element {
  return (
    <div className={styles.skeleton}>
      <span className="sr-only">Loading from GitHub…</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

function ItemList({items, label}: {items: DashboardItem[]; label: string}): React.JSX.Element {
  const [repository, setRepository] = useState('');
  const selectId = useId();
  const options = useMemo(() => repositoryOptions(items), [items]);
  const shown = useMemo(() => filterByRepository(items, repository), [items, repository]);
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={selectId}>Repository</label>
        <select id={selectId} value={repository} onChange={(event) => setRepository(event.target.value)}>
          <option value="">All repositories ({items.length})</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label} ({option.count})
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.items} aria-label={label}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={item.url} className={styles.itemTitle}>
              {item.title}
            </Link>
            <div className={styles.meta}>
              <span className={styles.repo}>{item.repository.replace(/^asyncapi\//, '')}</span>
              <span>
                {item.kind === 'pull request' ? 'Pull request' : 'Issue'} #{item.number}
              </span>
              <span>
                {item.comments} comment{item.comments === 1 ? '' : 's'}
              </span>
              {item.labels.slice(0, 3).map((name) => (
                <span key={name} className={styles.label}>
                  {name}
                </span>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
