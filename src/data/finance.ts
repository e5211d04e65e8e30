/**
 * The initiative's recorded expenses, by year, month and category, and what each category pays for.
 * Facts (categories, amounts, discussion links) come from the initiative's published expense records;
 * the descriptions are our own. Amounts are in US dollars. Totals are never stored here: they are
 * computed by the pure functions in `src/lib/finance.ts`.
 */

/** Month names, shared with the community pages' dates. */
/** English month names, January first: finance tables and the dates of community contributions use them. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type Month = (typeof MONTHS)[number];

export const FINANCE_CATEGORIES = [
  'Community Manager',
  'Community Marketing Specialist',
  'Bounty Program',
  'AsyncAPI Mentorship 2022',
  'Mentorship Program 2023',
  'Google Season of Docs 2022',
  'Ambassador Program',
  'AsyncAPI Conf on Tour 2023',
  'AsyncAPI Conf on Tour 2024',
  'Swag Store',
  'JSON Schema Sponsorship',
  '3rd Party Services',
] as const;

export type FinanceCategory = (typeof FINANCE_CATEGORIES)[number];

export type CategoryInfo = {
  name: FinanceCategory;
  /** One or two sentences, in our own words, on what the money pays for. */
  description: string;
  /** The public GitHub discussion where the spending was proposed and explained. */
  link: string;
};

export type Expense = {category: FinanceCategory; amount: number};

export type MonthExpenses = {month: Month; expenses: readonly Expense[]};

export type ExpenseYear = {year: number; months: readonly MonthExpenses[]};

export const categoryInfo: readonly CategoryInfo[] = [
  {
    name: 'Community Manager',
    description:
      'A paid role that looks after the community day to day: welcoming newcomers, coordinating meetings and events, and helping contributors find their way.',
    link: 'https://github.com/orgs/asyncapi/discussions/515',
  },
  {
    name: 'Community Marketing Specialist',
    description:
      'A paid role, first funded in 2024, that promotes AsyncAPI, its community and its events to a wider audience.',
    link: 'https://github.com/orgs/asyncapi/discussions/1176',
  },
  {
    name: 'Bounty Program',
    description:
      'Rewards paid to contributors who complete selected issues in AsyncAPI repositories, so that important but unglamorous work gets done.',
    link: 'https://github.com/orgs/asyncapi/discussions/541',
  },
  {
    name: 'AsyncAPI Mentorship 2022',
    description:
      'Stipends for the mentees of the initiative’s own 2022 mentorship programme, who worked on real projects with a maintainer as guide.',
    link: 'https://github.com/orgs/asyncapi/discussions/284',
  },
  {
    name: 'Mentorship Program 2023',
    description: 'Stipends for the mentees of the 2023 edition of the initiative’s mentorship programme.',
    link: 'https://github.com/orgs/asyncapi/discussions/689',
  },
  {
    name: 'Google Season of Docs 2022',
    description:
      'Payment for technical writing work on the AsyncAPI documentation carried out during Google Season of Docs 2022.',
    link: 'https://github.com/orgs/asyncapi/discussions/303',
  },
  {
    name: 'Ambassador Program',
    description:
      'Running costs of the ambassador programme, which recognises community members who speak, write and teach about AsyncAPI.',
    link: 'https://github.com/orgs/asyncapi/discussions/425',
  },
  {
    name: 'AsyncAPI Conf on Tour 2023',
    description:
      'Costs of organising the 2023 AsyncAPI Conference on Tour, a series of AsyncAPI events held in different cities.',
    link: 'https://github.com/orgs/asyncapi/discussions/598',
  },
  {
    name: 'AsyncAPI Conf on Tour 2024',
    description: 'Costs of the 2024 edition of the AsyncAPI conference tour.',
    link: 'https://github.com/orgs/asyncapi/discussions/1018',
  },
  {
    name: 'Swag Store',
    description:
      'AsyncAPI merchandise, such as stickers and T-shirts, sent to contributors and used at events as a thank-you.',
    link: 'https://github.com/orgs/asyncapi/discussions/710',
  },
  {
    name: 'JSON Schema Sponsorship',
    description:
      'A monthly sponsorship of the JSON Schema project, which AsyncAPI relies on to describe message payloads.',
    link: 'https://github.com/orgs/asyncapi/discussions/1017',
  },
  {
    name: '3rd Party Services',
    description: 'Paid tools and online services that the initiative’s infrastructure and community work depend on.',
    link: 'https://github.com/orgs/asyncapi/discussions/295',
  },
];

export const expenseYears: readonly ExpenseYear[] = [
  {
    year: 2023,
    months: [
      {
        month: 'January',
        expenses: [
          {category: 'Ambassador Program', amount: 68.95},
          {category: 'Google Season of Docs 2022', amount: 35.62},
          {category: 'Google Season of Docs 2022', amount: 1666.67},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
        ],
      },
      {
        month: 'February',
        expenses: [
          {category: 'Community Manager', amount: 1000.39},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
        ],
      },
      {
        month: 'March',
        expenses: [
          {category: 'Community Manager', amount: 2000.39},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
          {category: 'AsyncAPI Mentorship 2022', amount: 1500.0},
        ],
      },
      {
        month: 'April',
        expenses: [{category: 'Community Manager', amount: 2000.39}],
      },
      {
        month: 'May',
        expenses: [
          {category: 'Community Manager', amount: 2000.39},
          {category: 'Swag Store', amount: 75.11},
          {category: 'Bounty Program', amount: 400.0},
        ],
      },
      {
        month: 'June',
        expenses: [
          {category: 'Community Manager', amount: 2000.39},
          {category: 'Bounty Program', amount: 200.0},
          {category: '3rd Party Services', amount: 28.31},
          {category: 'Bounty Program', amount: 200.0},
          {category: 'Bounty Program', amount: 200.0},
          {category: 'Bounty Program', amount: 200.0},
        ],
      },
      {
        month: 'July',
        expenses: [
          {category: 'Community Manager', amount: 2000.39},
          {category: 'Bounty Program', amount: 400.0},
        ],
      },
      {
        month: 'August',
        expenses: [
          {category: '3rd Party Services', amount: 1093.92},
          {category: 'Swag Store', amount: 15672.02},
          {category: 'Bounty Program', amount: 800.78},
          {category: 'Community Manager', amount: 2000.39},
        ],
      },
      {
        month: 'September',
        expenses: [
          {category: 'Ambassador Program', amount: 139.1},
          {category: 'Community Manager', amount: 2000.39},
        ],
      },
      {
        month: 'October',
        expenses: [
          {category: 'Mentorship Program 2023', amount: 5277.78},
          {category: 'Community Manager', amount: 2000.39},
          {category: 'AsyncAPI Conf on Tour 2023', amount: 943.07},
          {category: 'Swag Store', amount: 7893.72},
          {category: '3rd Party Services', amount: 247.04},
        ],
      },
      {
        month: 'November',
        expenses: [
          {category: 'Mentorship Program 2023', amount: 1363.5},
          {category: 'Community Manager', amount: 2000.39},
          {category: 'Swag Store', amount: 873.87},
        ],
      },
      {
        month: 'December',
        expenses: [
          {category: 'Mentorship Program 2023', amount: 675.39},
          {category: 'Community Manager', amount: 2000.39},
          {category: 'AsyncAPI Conf on Tour 2023', amount: 1356.34},
          {category: 'Swag Store', amount: 1415.9},
          {category: 'Bounty Program', amount: 813.1},
        ],
      },
    ],
  },
  {
    year: 2024,
    months: [
      {
        month: 'January',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Swag Store', amount: 678.26},
          {category: 'Bounty Program', amount: 1800.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'AsyncAPI Conf on Tour 2023', amount: 318.98},
        ],
      },
      {
        month: 'February',
        expenses: [
          {category: 'Bounty Program', amount: 400.0},
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Swag Store', amount: 474.35},
          {category: 'AsyncAPI Conf on Tour 2023', amount: 675.56},
          {category: 'Mentorship Program 2023', amount: 4125.0},
        ],
      },
      {
        month: 'March',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Mentorship Program 2023', amount: 2475.0},
          {category: 'Swag Store', amount: 955.03},
          {category: 'Bounty Program', amount: 200.0},
        ],
      },
      {
        month: 'April',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Mentorship Program 2023', amount: 2475.0},
          {category: 'Swag Store', amount: 607.97},
          {category: 'Bounty Program', amount: 800.0},
        ],
      },
      {
        month: 'May',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Swag Store', amount: 526.51},
          {category: 'Bounty Program', amount: 800.0},
          {category: 'Community Marketing Specialist', amount: 1000.0},
        ],
      },
      {
        month: 'June',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'Bounty Program', amount: 800.0},
          {category: 'Swag Store', amount: 526.51},
        ],
      },
      {
        month: 'July',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Bounty Program', amount: 1000.0},
          {category: 'Swag Store', amount: 526.51},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'AsyncAPI Conf on Tour 2024', amount: 2083.41},
        ],
      },
      {
        month: 'August',
        expenses: [
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Bounty Program', amount: 1800.0},
          {category: 'Swag Store', amount: 2556.42},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: '3rd Party Services', amount: 1354.35},
          {category: 'AsyncAPI Conf on Tour 2024', amount: 1384.7},
        ],
      },
      {
        month: 'September',
        expenses: [
          {category: 'Bounty Program', amount: 3000.0},
          {category: 'Swag Store', amount: 736.59},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'AsyncAPI Conf on Tour 2024', amount: 672.23},
        ],
      },
      {
        month: 'October',
        expenses: [
          {category: 'Bounty Program', amount: 1000.0},
          {category: 'Swag Store', amount: 882.12},
          {category: 'AsyncAPI Conf on Tour 2024', amount: 289.78},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'JSON Schema Sponsorship', amount: 250.0},
        ],
      },
      {
        month: 'November',
        expenses: [
          {category: 'Swag Store', amount: 472.36},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'JSON Schema Sponsorship', amount: 250.0},
        ],
      },
      {
        month: 'December',
        expenses: [
          {category: 'Bounty Program', amount: 1400.0},
          {category: 'Swag Store', amount: 917.99},
          {category: 'Community Manager', amount: 2000.0},
          {category: 'Community Marketing Specialist', amount: 2000.0},
          {category: 'JSON Schema Sponsorship', amount: 250.0},
          {category: 'AsyncAPI Conf on Tour 2024', amount: 2767.99},
        ],
      },
    ],
  },
];
