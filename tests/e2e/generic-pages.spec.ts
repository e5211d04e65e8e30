/**
 * The generic pages (/about, /finance, /roadmap, /casestudies and each case study) on the built site.
 * Runs against the preview server at the config's baseURL.
 */
import {expect, test} from '@playwright/test';

const caseStudies = [
  {id: 'adeo', company: 'Adeo Group'},
  {id: 'hdi', company: 'HDI Global SE'},
  {id: 'transfergo', company: 'TransferGo'},
];

test.describe('generic pages', () => {
  test('about page has a title and an FAQ anchor', async ({page}) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('About AsyncAPI');
    await expect(page).toHaveTitle(/About/);
    const faqs = page.locator('#faqs');
    await expect(faqs).toHaveCount(1);
    await expect(faqs).toHaveText('Frequently asked questions');
    await expect(page.locator('h3', {hasText: 'How does AsyncAPI relate to OpenAPI?'})).toBeVisible();
  });

  test('generic pages are title and content only: no table of contents', async ({page}) => {
    for (const path of ['/about', '/finance', '/roadmap', '/casestudies', '/casestudies/adeo']) {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(
        page.locator('.table-of-contents, .theme-doc-toc-mobile, [class*="tocCollapsible"]'),
        path,
      ).toHaveCount(0);
      await expect(page.getByText('On this page', {exact: true}), path).toHaveCount(0);
    }
  });

  test('the footer FAQ link lands on the FAQ heading', async ({page}) => {
    await page.goto('/about#faqs');
    await expect(page.locator('#faqs')).toBeInViewport();
  });

  test('finance page switches the year of the chart and the table', async ({page}) => {
    await page.goto('/finance');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Finance');
    const y2023 = page.getByRole('button', {name: '2023', exact: true});
    const y2024 = page.getByRole('button', {name: '2024', exact: true});
    const table = page.getByRole('table');
    const grandTotal = page.getByTestId('finance-grand-total');

    await expect(y2024).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('caption')).toContainText('2024');
    await expect(grandTotal).toHaveText('$83,482.62');
    await expect(page.getByRole('img', {name: /expenses in 2024/})).toBeVisible();
    await expect(page.locator('[data-testid="finance-bar"]')).toHaveCount(12);

    await y2023.click();
    await expect(y2023).toHaveAttribute('aria-pressed', 'true');
    await expect(y2024).toHaveAttribute('aria-pressed', 'false');
    await expect(table.locator('caption')).toContainText('2023');
    await expect(grandTotal).toHaveText('$72,044.48');
    await expect(table.getByRole('columnheader', {name: 'Google Season of Docs 2022'})).toBeVisible();
    await expect(page.getByRole('img', {name: /expenses in 2023/})).toBeVisible();
  });

  test('roadmap page lists its themes', async ({page}) => {
    await page.goto('/roadmap');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Roadmap');
    await expect(page.getByRole('heading', {level: 2, name: 'Our vision'})).toBeVisible();
    await expect(page.locator('#specification h3')).toHaveText('Evolve the specification');
    await expect(page.locator('#developer-experience')).toBeVisible();
  });

  test('case studies page lists the studies and the adopters', async ({page}) => {
    await page.goto('/casestudies');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Case studies');
    for (const {id, company} of caseStudies) {
      const card = page.getByRole('heading', {level: 3}).getByRole('link', {name: company, exact: true});
      await expect(card).toHaveAttribute('href', `/casestudies/${id}`);
    }
    await expect(page.getByRole('heading', {level: 3, name: 'LEGO Group'})).toBeVisible();
  });

  for (const {id, company} of caseStudies) {
    test(`case study ${id} renders`, async ({page}) => {
      await page.goto(`/casestudies/${id}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(company);
      await expect(page).toHaveTitle(new RegExp(`${company} case study`));
      for (const name of ['The challenge', 'The solution', 'Tools', 'Resources']) {
        await expect(page.getByRole('heading', {level: 2, name, exact: true})).toBeVisible();
      }
      await page.getByRole('link', {name: '← All case studies'}).click();
      await expect(page).toHaveURL(/\/casestudies$/);
    });
  }
});
