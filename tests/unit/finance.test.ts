import {FINANCE_CATEGORIES, expenseYears, type ExpenseYear} from '@site/src/data/finance';
import {checkFinanceData} from '@site/plugins/data-checks/finance';
import {
  categoriesInYear,
  categoryTotals,
  chartSummary,
  findYear,
  formatUsd,
  grandTotal,
  monthCategoryTotal,
  monthTotals,
  niceScale,
  stackedBars,
} from '@site/src/lib/finance';

const sample: ExpenseYear = {
  year: 2030,
  months: [
    {
      month: 'January',
      expenses: [
        {category: 'Bounty Program', amount: 0.1},
        {category: 'Bounty Program', amount: 0.2},
        {category: 'Swag Store', amount: 10},
      ],
    },
    {month: 'March', expenses: [{category: 'Community Manager', amount: 1000.39}]},
  ],
};

describe('finance data', () => {
  it('passes the schema check', () => {
    expect(checkFinanceData()).toEqual([]);
  });

  it('has 2023 and 2024 with twelve months each', () => {
    expect(expenseYears.map(({year}) => year)).toEqual([2023, 2024]);
    for (const year of expenseYears) expect(year.months).toHaveLength(12);
  });

  it('reports invalid data', () => {
    const broken = [
      {
        year: 2030,
        months: [
          {month: 'March', expenses: [{category: 'Bounty Program', amount: -5}]},
          {month: 'January', expenses: []},
        ],
      },
      {year: 2030, months: []},
    ] as unknown as ExpenseYear[];
    const problems = checkFinanceData(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        '2030 March: invalid amount -5',
        '2030: month "January" is out of order or repeated',
        'year 2030 appears twice',
      ]),
    );
  });

  it('reports an amount with more than two decimals and a category without description', () => {
    const data = [
      {year: 2030, months: [{month: 'May', expenses: [{category: 'Swag Store', amount: 1.234}]}]},
    ] as ExpenseYear[];
    const problems = checkFinanceData(data, []);
    expect(problems).toContain('2030 May: amount 1.234 has more than two decimals');
    expect(problems).toContain('2030 May: category "Swag Store" has no description');
  });
});

describe('finance totals', () => {
  it('adds up a month, summing repeated categories exactly', () => {
    expect(monthCategoryTotal(sample, 'January', 'Bounty Program')).toBe(0.3);
    expect(monthCategoryTotal(sample, 'February', 'Bounty Program')).toBe(0);
    expect(monthTotals(sample)).toEqual([
      {month: 'January', total: 10.3},
      {month: 'March', total: 1000.39},
    ]);
  });

  it('adds up categories in the given order, leaving out unused ones', () => {
    expect(categoryTotals(sample, FINANCE_CATEGORIES)).toEqual([
      {category: 'Community Manager', total: 1000.39},
      {category: 'Bounty Program', total: 0.3},
      {category: 'Swag Store', total: 10},
    ]);
    expect(categoriesInYear(sample, FINANCE_CATEGORIES)).toEqual(['Community Manager', 'Bounty Program', 'Swag Store']);
  });

  it('computes the grand total', () => {
    expect(grandTotal(sample)).toBe(1010.69);
  });

  it('matches the published records for 2023 and 2024', () => {
    const y2023 = findYear(expenseYears, 2023)!;
    const y2024 = findYear(expenseYears, 2024)!;
    expect(grandTotal(y2023)).toBe(72044.48);
    expect(grandTotal(y2024)).toBe(83482.62);
    expect(monthTotals(y2023).find(({month}) => month === 'August')?.total).toBe(19567.11);
    expect(categoryTotals(y2024, FINANCE_CATEGORIES).find(({category}) => category === 'Bounty Program')?.total).toBe(
      13000,
    );
    const sumOfMonths = monthTotals(y2024).reduce((sum, {total}) => sum + Math.round(total * 100), 0) / 100;
    expect(sumOfMonths).toBe(grandTotal(y2024));
  });

  it('returns undefined for a year without data', () => {
    expect(findYear(expenseYears, 1999)).toBeUndefined();
  });
});

describe('chart helpers', () => {
  it('stacks segments in category order', () => {
    const [january] = stackedBars(sample, FINANCE_CATEGORIES);
    expect(january.total).toBe(10.3);
    expect(january.segments).toEqual([
      {category: 'Bounty Program', amount: 0.3, start: 0, end: 0.3},
      {category: 'Swag Store', amount: 10, start: 0.3, end: 10.3},
    ]);
  });

  it('finds a round axis maximum', () => {
    expect(niceScale(19567.11)).toEqual({max: 20000, ticks: [0, 5000, 10000, 15000, 20000]});
    expect(niceScale(21000).max).toBe(25000);
    expect(niceScale(0)).toEqual({max: 1, ticks: [0, 1]});
  });

  it('formats dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('summarises a year in one sentence', () => {
    expect(chartSummary(sample, FINANCE_CATEGORIES)).toBe(
      'Stacked bar chart of expenses in 2030 by month and category: $1,010.69 in total over 2 months, highest in March ($1,000.39); the largest category was Community Manager ($1,000.39).',
    );
  });
});
