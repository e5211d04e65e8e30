import React from 'react';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {renderWithSite} from './render';
import FinanceChart from '@site/src/components/FinanceChart';
import ExpensesTable from '@site/src/components/ExpensesTable';
import YearSwitcher from '@site/src/components/YearSwitcher';
import {categoryColour} from '@site/src/components/FinanceChart/colours';
import {FINANCE_CATEGORIES, expenseYears, type ExpenseYear} from '@site/src/data/finance';
import {categoriesInYear} from '@site/src/lib/finance';

const y2023 = expenseYears.find(({year}) => year === 2023)!;
const y2024 = expenseYears.find(({year}) => year === 2024)!;

describe('FinanceChart', () => {
  it('renders one bar per month with data', () => {
    const {container} = renderWithSite(<FinanceChart data={y2023} categories={FINANCE_CATEGORIES} />);
    const bars = container.querySelectorAll('[data-testid="finance-bar"]');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAttribute('data-month', 'January');
    expect(bars[11]).toHaveAttribute('data-month', 'December');
  });

  it('draws a segment per category used in a month, with a tooltip', () => {
    const {container} = renderWithSite(<FinanceChart data={y2023} categories={FINANCE_CATEGORIES} />);
    const january = container.querySelector('[data-month="January"]')!;
    // January 2023: Ambassador Program, Google Season of Docs 2022 and AsyncAPI Mentorship 2022.
    expect(january.querySelectorAll('rect')).toHaveLength(3);
    expect(january.querySelector('title')?.textContent).toMatch(/^January 2023, /);
  });

  it('has an accessible image role and a text summary', () => {
    renderWithSite(<FinanceChart data={y2024} categories={FINANCE_CATEGORIES} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('expenses in 2024');
    expect(chart.getAttribute('aria-label')).toContain('$83,482.62');
  });

  it('shows a legend entry for each category of the year', () => {
    renderWithSite(<FinanceChart data={y2024} categories={FINANCE_CATEGORIES} />);
    const legend = screen.getByRole('list', {name: 'Categories in 2024'});
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(categoriesInYear(y2024, FINANCE_CATEGORIES));
    expect(entries).toContain('Community Marketing Specialist');
    expect(entries).not.toContain('Google Season of Docs 2022');
  });

  it('gives each category its own colour', () => {
    const colours = new Set(FINANCE_CATEGORIES.map((category) => categoryColour(category)));
    expect(colours.size).toBe(FINANCE_CATEGORIES.length);
  });

  it('fills each segment with its category colour', () => {
    const {container} = renderWithSite(<FinanceChart data={y2024} categories={FINANCE_CATEGORIES} />);
    const firstSegment = container.querySelector('[data-month="January"] rect')!;
    expect(firstSegment).toHaveAttribute('fill', categoryColour('Community Manager'));
  });
});

describe('ExpensesTable', () => {
  it('has a row per month, a column per category and computed totals', () => {
    renderWithSite(<ExpensesTable data={y2023} categories={FINANCE_CATEGORIES} />);
    const table = screen.getByRole('table', {name: /Expenses in 2023/});
    const rows = within(table).getAllByRole('row');
    // Header row, 12 months, total row.
    expect(rows).toHaveLength(14);
    const headers = within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Month', ...categoriesInYear(y2023, FINANCE_CATEGORIES), 'Total']);
    expect(within(rows[8]).getByRole('rowheader')).toHaveTextContent('August');
    expect(rows[8]).toHaveTextContent('$19,567.11');
    expect(screen.getByTestId('finance-grand-total')).toHaveTextContent('$72,044.48');
  });

  it('marks empty cells for screen readers', () => {
    const data: ExpenseYear = {
      year: 2030,
      months: [
        {month: 'May', expenses: [{category: 'Swag Store', amount: 5}]},
        {month: 'June', expenses: [{category: 'Bounty Program', amount: 7}]},
      ],
    };
    renderWithSite(<ExpensesTable data={data} categories={FINANCE_CATEGORIES} />);
    expect(screen.getAllByText('none')).toHaveLength(2);
  });
});

describe('YearSwitcher', () => {
  it('marks the selected year as pressed and reports clicks', async () => {
    const onSelect = jest.fn();
    renderWithSite(<YearSwitcher years={[2023, 2024]} selected={2024} onSelect={onSelect} label="Year" />);
    expect(screen.getByRole('button', {name: '2024'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: '2023'})).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', {name: '2023'}));
    expect(onSelect).toHaveBeenCalledWith(2023);
  });
});
