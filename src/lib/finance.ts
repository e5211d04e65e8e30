/**
 * Pure functions over the expense data (`src/data/finance.ts`): totals per month, per category and per year,
 * and the geometry of the stacked bar chart. Money is summed in whole cents so that totals are exact.
 */
import {MONTHS, type ExpenseYear, type FinanceCategory, type Month} from '@site/src/data/finance';

/** Dollars to whole cents, rounding away floating-point noise (`0.1 + 0.2`). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** The expenses of one year, looked up by year; `undefined` when the year has no data. */
export function findYear(years: readonly ExpenseYear[], year: number): ExpenseYear | undefined {
  return years.find((entry) => entry.year === year);
}

/** The categories that have at least one expense in the year, in the order of `order`. */
export function categoriesInYear(data: ExpenseYear, order: readonly FinanceCategory[]): FinanceCategory[] {
  const used = new Set<FinanceCategory>();
  for (const {expenses} of data.months) for (const {category} of expenses) used.add(category);
  return order.filter((category) => used.has(category));
}

/** The months of the year that have data, in calendar order. */
export function monthsInYear(data: ExpenseYear): Month[] {
  const present = new Set<Month>(data.months.map(({month}) => month));
  return MONTHS.filter((month) => present.has(month));
}

/** Amount spent in one month on one category (several expenses of the same category are added up). */
export function monthCategoryTotal(data: ExpenseYear, month: Month, category: FinanceCategory): number {
  const entry = data.months.find((item) => item.month === month);
  if (!entry) return 0;
  const cents = entry.expenses
    .filter((expense) => expense.category === category)
    .reduce((sum, expense) => sum + toCents(expense.amount), 0);
  return fromCents(cents);
}

/** Total spent in each month that has data, in calendar order. */
export function monthTotals(data: ExpenseYear): {month: Month; total: number}[] {
  return monthsInYear(data).map((month) => {
    const entry = data.months.find((item) => item.month === month);
    const cents = (entry?.expenses ?? []).reduce((sum, expense) => sum + toCents(expense.amount), 0);
    return {month, total: fromCents(cents)};
  });
}

/** Total spent on each category over the year, in the order of `order`, leaving out unused categories. */
export function categoryTotals(
  data: ExpenseYear,
  order: readonly FinanceCategory[],
): {category: FinanceCategory; total: number}[] {
  const cents = new Map<FinanceCategory, number>();
  for (const {expenses} of data.months) {
    for (const {category, amount} of expenses) cents.set(category, (cents.get(category) ?? 0) + toCents(amount));
  }
  return order
    .filter((category) => cents.has(category))
    .map((category) => ({category, total: fromCents(cents.get(category) ?? 0)}));
}

/** Total spent over the whole year. */
export function grandTotal(data: ExpenseYear): number {
  let cents = 0;
  for (const {expenses} of data.months) for (const {amount} of expenses) cents += toCents(amount);
  return fromCents(cents);
}

const usd = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', minimumFractionDigits: 2});
const usdWhole = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

/** `1234.5` → `$1,234.50`. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** `1234.5` → `$1,235` (axis labels and summaries). */
export function formatUsdWhole(amount: number): string {
  return usdWhole.format(amount);
}

/**
 * A round upper bound for a chart axis and its tick values: the smallest of 1, 2, 2.5 or 5 times a power
 * of ten that splits `max` into at most `maxTicks` steps. `niceScale(21000)` → `{max: 25000, ticks: [0, 5000, ..., 25000]}`.
 */
export function niceScale(max: number, maxTicks = 5): {max: number; ticks: number[]} {
  if (!(max > 0)) return {max: 1, ticks: [0, 1]};
  const rough = max / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 100) / 100);
  return {max: top, ticks};
}

export type BarSegment = {category: FinanceCategory; amount: number; start: number; end: number};
export type StackedBar = {month: Month; total: number; segments: BarSegment[]};

/**
 * One stacked bar per month with data: the month's category amounts piled up in the order of `order`,
 * each segment with its running start and end value (in dollars, from 0 to the month total).
 */
export function stackedBars(data: ExpenseYear, order: readonly FinanceCategory[]): StackedBar[] {
  return monthsInYear(data).map((month) => {
    let runningCents = 0;
    const segments: BarSegment[] = [];
    for (const category of order) {
      const amount = monthCategoryTotal(data, month, category);
      if (amount <= 0) continue;
      const start = fromCents(runningCents);
      runningCents += toCents(amount);
      segments.push({category, amount, start, end: fromCents(runningCents)});
    }
    return {month, total: fromCents(runningCents), segments};
  });
}

/** A one-sentence text summary of a year's chart, for screen readers (the table holds the full data). */
export function chartSummary(data: ExpenseYear, order: readonly FinanceCategory[]): string {
  const months = monthTotals(data);
  const categories = categoryTotals(data, order);
  if (months.length === 0) return `No expenses recorded in ${data.year}.`;
  const highest = months.reduce((best, item) => (item.total > best.total ? item : best));
  const largest = categories.reduce((best, item) => (item.total > best.total ? item : best));
  return (
    `Stacked bar chart of expenses in ${data.year} by month and category: ${formatUsd(grandTotal(data))} in total ` +
    `over ${months.length} months, highest in ${highest.month} (${formatUsd(highest.total)}); ` +
    `the largest category was ${largest.category} (${formatUsd(largest.total)}).`
  );
}
