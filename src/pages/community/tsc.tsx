import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CommunityHeader from '@site/src/components/CommunityHeader';
import CommunityAvatar from '@site/src/components/CommunityAvatar';
import CommunityProfileLinks from '@site/src/components/CommunityProfileLinks';
import {TSC_MEMBERS} from '@site/src/data/tsc';
import {COMMUNITY_REPO_URL} from '@site/src/data/community';
import {repositoryUrl, sortByName} from '@site/src/lib/community';
import styles from './_styles.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const DESCRIPTION =
  'What the AsyncAPI Technical Steering Committee does, how maintainers join it, and who its members are.';

const MEMBERS = sortByName(TSC_MEMBERS);

export default function TscPage(): React.JSX.Element {
  return (
    <Layout title="Technical Steering Committee" description={DESCRIPTION}>
      <CommunityHeader
        title="Technical Steering Committee"
        lead="The Technical Steering Committee (TSC) takes the decisions that concern the AsyncAPI Initiative as a whole. Its members are maintainers of the initiative’s repositories."
      />
      <main className={`container ${styles.main}`}>
        <section className={styles.section} aria-labelledby="role">
          <div className={styles.twoColumns}>
            <div className={styles.prose}>
              <SectionHeading as="h2" id="role">
                What the TSC does
              </SectionHeading>
              <p>
                Most work happens inside a single repository, and there its maintainers decide. Some questions reach
                further: they affect several projects, the way the initiative is run, or commitments made in its name.
                Those go to the TSC.
              </p>
              <p>
                Proposals are made in public on GitHub, discussed there, and then put to a vote of the TSC members. This
                keeps decisions traceable: anyone can read what was proposed, the arguments for and against, and the
                outcome.
              </p>
            </div>
            <div className={styles.prose}>
              <SectionHeading as="h2" id="join">
                How to become a member
              </SectionHeading>
              <p>
                TSC membership is open to maintainers. If you maintain a repository of the AsyncAPI GitHub organisation,
                you can ask to join by opening a pull request in the{' '}
                <Link href={COMMUNITY_REPO_URL}>community repository</Link>, which also holds the charter with the rules
                and the duties that come with a seat, such as taking part in votes.
              </p>
              <p>
                The way in is contribution: people who contribute to a repository regularly and help others there become
                its maintainers. <Link to="/community">Start with the ways to get involved</Link>.
              </p>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="members">
          <SectionHeading as="h2" id="members">
            Members
          </SectionHeading>
          <p className={styles.sectionLead}>
            <span className={styles.stat}>{MEMBERS.length} members</span>, in alphabetical order, with the repositories
            each of them maintains.
          </p>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {MEMBERS.map((member) => (
              <li key={member.github} className={styles.person}>
                <div className={styles.personHead}>
                  <CommunityAvatar github={member.github} name={member.name} size={56} />
                  <div>
                    <Heading as="h3" className={styles.personName}>
                      {member.name}
                    </Heading>
                    <CommunityProfileLinks
                      name={member.name}
                      github={member.github}
                      x={member.x}
                      linkedin={member.linkedin}
                    />
                  </div>
                </div>
                <div>
                  <p className={styles.subheading}>Maintains</p>
                  <ul className={styles.chips} aria-label={`Repositories maintained by ${member.name}`}>
                    {member.repos.map((repo) => (
                      <li key={repo}>
                        <Link className={styles.chip} href={repositoryUrl(repo)}>
                          {repo}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
