import React from 'react';
import type {ExpenseYear, FinanceCategory} from '@site/src/data/finance';
import {
  categoriesInYear,
  categoryTotals,
  formatUsd,
  grandTotal,
  monthCategoryTotal,
  monthTotals,
} from '@site/src/lib/finance';
import styles from './styles.module.css';

export type ExpensesTableProps = {
  data: ExpenseYear;
  /** All categories in column order; only those used in the year get a column. */
  categories: readonly FinanceCategory[];
};

/** One year's expenses as a table: a row per month, a column per category, totals in the last row and column. */
export default function ExpensesTable({data, categories}: ExpensesTableProps): React.JSX.Element {
  const used = categoriesInYear(data, categories);
  const months = monthTotals(data);
  const totals = categoryTotals(data, categories);
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={`Expenses table for ${data.year}`}>
      <table className={styles.table}>
        <caption className={styles.caption}>Expenses in {data.year} by month and category, in US dollars</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            {used.map((category) => (
              <th key={category} scope="col">
                {category}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {months.map(({month, total}) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              {used.map((category) => {
                const amount = monthCategoryTotal(data, month, category);
                return (
                  <td key={category} className={amount === 0 ? styles.empty : undefined}>
                    {amount === 0 ? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">none</span>
                      </>
                    ) : (
                      formatUsd(amount)
                    )}
                  </td>
                );
              })}
              <td className={styles.total}>{formatUsd(total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {totals.map(({category, total}) => (
              <td key={category}>{formatUsd(total)}</td>
            ))}
            <td className={styles.total} data-testid="finance-grand-total">
              {formatUsd(grandTotal(data))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
