import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import YearSwitcher from '@site/src/components/YearSwitcher';
import FinanceChart from '@site/src/components/FinanceChart';
import ExpensesTable from '@site/src/components/ExpensesTable';
import {FINANCE_CATEGORIES, categoryInfo, expenseYears} from '@site/src/data/finance';
import {categoriesInYear, findYear, formatUsd, grandTotal} from '@site/src/lib/finance';
import styles from './finance.module.css';
import Heading from '@theme/Heading';
import SectionHeading from '@site/src/components/SectionHeading';

const OPEN_COLLECTIVE_URL = 'https://opencollective.com/asyncapi';
const TITLE = 'Finance';
const DESCRIPTION =
  'How the AsyncAPI Initiative is funded through Open Collective and how it spends the money, month by month.';

const years = expenseYears.map(({year}) => year);
const latestYear = Math.max(...years);

export default function FinancePage(): React.JSX.Element {
  const [year, setYear] = useState(latestYear);
  const data = findYear(expenseYears, year) ?? expenseYears[0];
  const used = new Set(categoriesInYear(data, FINANCE_CATEGORIES));
  const explained = categoryInfo.filter(({name}) => used.has(name));

  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main>
        <PageHeader
          eyebrow="The Initiative"
          title={TITLE}
          lead="Where the money that supports the AsyncAPI community comes from, and what it pays for. Every contribution and every expense is public."
        />
        <div className={styles.main}>
          <div className="container">
            <section className={styles.intro} aria-labelledby="funding">
              <div>
                <SectionHeading as="h2" id="funding">
                  How the initiative is funded
                </SectionHeading>
                <p>
                  AsyncAPI is an open-source project hosted by the Linux Foundation, which gives the specification and
                  its tools a vendor-neutral home. The code, the specification and the decisions live in public GitHub
                  repositories, and the work is done by contributors from many companies and from the community at
                  large.
                </p>
                <p>
                  Some things need money, though: paid community roles, rewards for contributors, mentorship stipends,
                  events and merchandise. For these, companies and individuals donate to the initiative through{' '}
                  <Link href={OPEN_COLLECTIVE_URL}>Open Collective</Link>. Open Collective publishes every incoming
                  contribution and every outgoing payment, so anyone can check how the budget is used.
                </p>
              </div>
              {/* A call-out of this section, not a landmark: an aside inside main would be a complementary landmark
                  that is not top level (axe landmark-complementary-is-top-level). */}
              <div className={styles.callout}>
                <Heading as="h3">Support AsyncAPI</Heading>
                <p>
                  If AsyncAPI helps your team, a one-time or recurring contribution helps the community that maintains
                  it.
                </p>
                <Link className="button button--primary" href={OPEN_COLLECTIVE_URL}>
                  Donate on Open Collective
                </Link>
              </div>
            </section>

            <section aria-labelledby="spending">
              <SectionHeading as="h2" id="spending">
                How the money is spent
              </SectionHeading>
              <p>
                The chart and the table show the initiative’s recorded expenses for each month, grouped by category.
                Amounts are in US dollars. Pick a year to see its figures.
              </p>
              <div className={styles.toolbar}>
                <YearSwitcher years={years} selected={year} onSelect={setYear} label="Choose the year of expenses" />
                <p className={styles.total} aria-live="polite">
                  Total in {data.year}: <strong>{formatUsd(grandTotal(data))}</strong>
                </p>
              </div>
              <FinanceChart data={data} categories={FINANCE_CATEGORIES} />
              <Heading as="h3" className={styles.tableHeading}>
                Expenses by month and category
              </Heading>
              <ExpensesTable data={data} categories={FINANCE_CATEGORIES} />
            </section>

            <section aria-labelledby="categories">
              <SectionHeading as="h2" id="categories">
                What each category pays for
              </SectionHeading>
              <p>
                Each kind of spending is explained in a public discussion in the initiative’s GitHub organisation, where
                you can read the reasoning and ask questions.
              </p>
              <dl className={styles.categories}>
                {explained.map(({name, description, link}) => (
                  <div key={name} className={styles.category}>
                    <dt>{name}</dt>
                    <dd>
                      <p>{description}</p>
                      <Link href={link}>
                        Read the discussion<span className="sr-only"> about {name}</span>
                      </Link>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </div>
      </main>
    </Layout>
  );
}
