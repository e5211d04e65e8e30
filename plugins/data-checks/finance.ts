/** The checks of src/data/finance: categories described once, months in order, amounts in cents (unit tests and the build). */
import {categoryInfo, expenseYears, MONTHS, type CategoryInfo, type ExpenseYear} from '../../src/data/finance';

/**
 * Checks the data beyond what the types can (the types already allow only known months and categories): months in
 * calendar order, each month at most once, positive amounts with at most two decimals, unique years, and a
 * description and link for every category. Returns a list of problems; an empty list means the data is valid.
 */
export function checkFinanceData(
  years: readonly ExpenseYear[] = expenseYears,
  categories: readonly CategoryInfo[] = categoryInfo,
): string[] {
  const problems: string[] = [];
  const described = new Set<string>();
  for (const info of categories) {
    if (described.has(info.name)) problems.push(`category "${info.name}" is described twice`);
    described.add(info.name);
    if (info.description.trim().length < 20) problems.push(`category "${info.name}" needs a description`);
    if (!/^https:\/\/\S+$/.test(info.link)) problems.push(`category "${info.name}" has an invalid link`);
  }
  const seenYears = new Set<number>();
  for (const {year, months} of years) {
    if (!Number.isInteger(year) || year < 2000) problems.push(`invalid year ${year}`);
    if (seenYears.has(year)) problems.push(`year ${year} appears twice`);
    seenYears.add(year);
    let previous = -1;
    for (const {month, expenses} of months) {
      const index = MONTHS.indexOf(month);
      if (index <= previous) problems.push(`${year}: month "${month}" is out of order or repeated`);
      previous = Math.max(previous, index);
      for (const {category, amount} of expenses) {
        if (!described.has(category)) problems.push(`${year} ${month}: category "${category}" has no description`);
        if (!Number.isFinite(amount) || amount <= 0) problems.push(`${year} ${month}: invalid amount ${amount}`);
        else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
          problems.push(`${year} ${month}: amount ${amount} has more than two decimals`);
      }
    }
  }
  return problems;
}
