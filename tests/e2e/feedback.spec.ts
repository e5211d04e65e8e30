/**
 * The docs feedback form against the built site served by scripts/serve.mjs (see playwright.config.ts):
 * a real submission lands in the feedback inbox file, and a failing function shows the error panel with
 * the typed text kept.
 */
import {readFile} from 'node:fs/promises';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './support';

const PLACEHOLDER = 'Write your suggestions here';
const FUNCTION_PATH = '/.netlify/functions/github_discussions';

type InboxEntry = {receivedAt: string; title: string; feedback: string; page?: string};

async function readInbox(file: string): Promise<InboxEntry[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as InboxEntry);
}

/** Opens a docs page and waits for React to take over the server-rendered form. */
async function openDocs(page: Page): Promise<void> {
  await gotoHydrated(page, '/docs');
  await expect(page.getByRole('button', {name: 'Send feedback'})).toBeEnabled();
}

test.describe('docs feedback form', () => {
  test('a submission is thanked and stored in the inbox', async ({page}) => {
    const inbox = process.env.FEEDBACK_INBOX;
    expect(inbox, 'playwright.config.ts must set FEEDBACK_INBOX for the server and the tests').toBeTruthy();

    // Unique per run, so earlier runs' lines in the same inbox cannot match.
    const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const text = `${marker}: the "Getting started" link \\ works 👍\nSecond line.`;

    await openDocs(page);
    await page.getByPlaceholder(PLACEHOLDER).fill(text);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === FUNCTION_PATH);
    await page.getByRole('button', {name: 'Send feedback'}).click();
    expect((await answer).status()).toBe(200);

    await expect(page.getByRole('heading', {name: 'Thank you for your feedback!'})).toBeVisible();
    await expect(page.getByText("Your contribution has been received and we couldn't be happier.")).toBeVisible();
    const follow = page.getByRole('link', {name: 'Follow on GitHub'});
    await expect(follow).toHaveAttribute('href', 'https://github.com/asyncapi');
    await expect(follow).toHaveAttribute('target', '_blank');
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveCount(0);

    // The function syncs the line to disk before it answers 200.
    const entries = (await readInbox(inbox as string)).filter((entry) => entry.feedback.startsWith(marker));
    expect(entries).toHaveLength(1);
    expect(entries[0].feedback).toBe(text);
    expect(entries[0].page).toBe('/docs');
    expect(entries[0].title).toMatch(/^Feedback on \/docs - .+ GMT$/);
    expect(Number.isNaN(Date.parse(entries[0].receivedAt))).toBe(false);
  });

  test('a failing function shows the error panel and keeps the text', async ({page}) => {
    await page.route(`**${FUNCTION_PATH}`, (route) =>
      route.fulfill({status: 500, contentType: 'application/json', body: JSON.stringify({message: 'down'})}),
    );
    const text = 'The example in step 2 does not validate.';

    await openDocs(page);
    await page.getByPlaceholder(PLACEHOLDER).fill(text);
    await page.getByRole('button', {name: 'Send feedback'}).click();

    await expect(page.getByRole('heading', {name: 'Oops! Something went wrong...'})).toBeVisible();
    await expect(page.getByText('We were unable to process your feedback')).toBeVisible();
    const issue = page.getByRole('link', {name: 'Create Issue on GitHub'});
    const href = await issue.getAttribute('href');
    const url = new URL(href ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/asyncapi/website/issues/new');
    expect(url.searchParams.get('body')).toContain(text);
    expect(url.searchParams.get('title')).toBe('Feedback on /docs');

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue(text);
  });

  test('a network failure shows the error panel too', async ({page}) => {
    await page.route(`**${FUNCTION_PATH}`, (route) => route.abort('failed'));
    await openDocs(page);
    await page.getByPlaceholder(PLACEHOLDER).fill('Sent while offline');
    await page.getByRole('button', {name: 'Send feedback'}).click();
    await expect(page.getByRole('heading', {name: 'Oops! Something went wrong...'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue('Sent while offline');
  });
});
