import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityAvatar from '@site/src/components/CommunityAvatar';
import CommunityProfileLinks from '@site/src/components/CommunityProfileLinks';
import {AMBASSADORS, type AmbassadorContribution, type ContributionKind} from '@site/src/data/ambassadors';
import {COMMUNITY_REPO_URL} from '@site/src/data/community';
import {monthYear, newestFirst, sortByName} from '@site/src/lib/community';
import styles from './_styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION =
  'The AsyncAPI ambassador programme: what ambassadors do, how to apply, and the talks and articles of current ambassadors.';

/** How many contributions a card shows before the rest fold away. */
const VISIBLE_CONTRIBUTIONS = 4;

const KIND_LABEL: Record<ContributionKind, string> = {talk: 'Talk', article: 'Article', project: 'Project'};

const AMBASSADOR_LIST = sortByName(AMBASSADORS).map((ambassador) => ({
  ...ambassador,
  contributions: newestFirst(ambassador.contributions),
}));

function ContributionItem({contribution}: {contribution: AmbassadorContribution}): React.JSX.Element {
  return (
    <li className={styles.contribution}>
      <Link href={contribution.url}>{contribution.title}</Link>
      <span className={styles.contributionMeta}>
        {KIND_LABEL[contribution.kind]} · {monthYear(contribution.year, contribution.month)}
      </span>
    </li>
  );
}

export default function AmbassadorsPage(): React.JSX.Element {
  return (
    <Layout title="Ambassadors" description={DESCRIPTION}>
      <CommunityHeader
        title="AsyncAPI Ambassadors"
        lead="Ambassadors are practitioners who share what they know about AsyncAPI and event-driven APIs with the wider developer community.">
        <Link className="button button--secondary button--lg" href={COMMUNITY_REPO_URL}>
          Apply on GitHub
        </Link>
      </CommunityHeader>
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="programme">
          <div className={styles.twoColumns}>
            <div className={styles.prose}>
              <SectionHeading as="h2" id="programme">
                What ambassadors do
              </SectionHeading>
              <p>
                Ambassadors speak at conferences and meetups, write articles and tutorials, record videos and help at
                events where the initiative is present. They also bring the questions and feedback of the people they
                meet back to the project.
              </p>
              <p>
                Several ambassadors also maintain repositories of the initiative and sit on its{' '}
                <Link to="/community/tsc">Technical Steering Committee</Link>. Below, each ambassador’s card links to
                their public talks and articles, so you can find one on a topic you care about.
              </p>
            </div>
            <div className={styles.prose}>
              <SectionHeading as="h2" id="apply">
                How to apply
              </SectionHeading>
              <p>
                Applications go through the <Link href={COMMUNITY_REPO_URL}>community repository on GitHub</Link>, which
                describes the programme and the steps to apply. Be ready to point to what you have already done for the
                community:
              </p>
              <ul className={styles.steps}>
                <li>talks, workshops or live streams about AsyncAPI,</li>
                <li>articles, tutorials or videos,</li>
                <li>contributions to the specification, the tools or the documentation.</li>
              </ul>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="ambassadors">
          <SectionHeading as="h2" id="ambassadors">
            Our ambassadors
          </SectionHeading>
          <p className={styles.sectionLead}>
            <span className={styles.stat}>{AMBASSADOR_LIST.length} ambassadors</span> and a selection of their public
            talks and articles, newest first.
          </p>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {AMBASSADOR_LIST.map((ambassador) => {
              const meta = [ambassador.company, ambassador.country].filter(Boolean).join(' · ');
              const shown = ambassador.contributions.slice(0, VISIBLE_CONTRIBUTIONS);
              const rest = ambassador.contributions.slice(VISIBLE_CONTRIBUTIONS);
              return (
                <li key={ambassador.github} className={styles.person}>
                  <div className={styles.personHead}>
                    <CommunityAvatar github={ambassador.github} name={ambassador.name} size={64} />
                    <div>
                      <Heading as="h3" className={styles.personName}>
                        {ambassador.name}
                      </Heading>
                      {meta ? <p className={styles.personMeta}>{meta}</p> : null}
                      <CommunityProfileLinks
                        name={ambassador.name}
                        github={ambassador.github}
                        x={ambassador.x}
                        linkedin={ambassador.linkedin}
                      />
                    </div>
                  </div>
                  <div>
                    <p className={styles.subheading}>Contributions</p>
                    <ul className={styles.contributions}>
                      {shown.map((contribution) => (
                        <ContributionItem key={contribution.url + contribution.title} contribution={contribution} />
                      ))}
                    </ul>
                    {rest.length > 0 ? (
                      <details className={styles.more}>
                        <summary>
                          {rest.length} more contribution{rest.length === 1 ? '' : 's'}
                        </summary>
                        <ul className={styles.contributions}>
                          {rest.map((contribution) => (
                            <ContributionItem key={contribution.url + contribution.title} contribution={contribution} />
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
