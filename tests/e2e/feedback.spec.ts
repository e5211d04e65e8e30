/**
 * The docs feedback form against the built site served by scripts/serve.mjs (see playwright.config.ts):
 * a real submission lands in the feedback inbox file, a retried one lands there once, a submission the server
 * kept for later is said as saved, and a failing function shows the error panel with the typed text kept.
 */
import {readFile} from 'node:fs/promises';
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './support';

const PLACEHOLDER = 'Write your suggestions here';
const FUNCTION_PATH = '/.netlify/functions/github_discussions';

type InboxEntry = {id: string; receivedAt: string; title: string; feedback: string; page?: string};

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

  test('a retried submission is stored once (the answer to the first attempt was lost)', async ({page}) => {
    const inbox = process.env.FEEDBACK_INBOX as string;
    const marker = `e2e-retry-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const sentIds: string[] = [];
    let attempts = 0;
    // The first attempt reaches the server (which stores it) but its answer is lost on the way back.
    await page.route(`**${FUNCTION_PATH}`, async (route) => {
      attempts += 1;
      sentIds.push((route.request().postDataJSON() as {id: string}).id);
      const response = await route.fetch();
      if (attempts === 1) await route.fulfill({status: 504, contentType: 'text/plain', body: 'gateway timeout'});
      else await route.fulfill({response});
    });

    await openDocs(page);
    await page.getByPlaceholder(PLACEHOLDER).fill(marker);
    await page.getByRole('button', {name: 'Send feedback'}).click();
    await expect(page.getByRole('heading', {name: 'Oops! Something went wrong...'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('button', {name: 'Send feedback'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you for your feedback!'})).toBeVisible();

    expect(attempts).toBe(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    const entries = (await readInbox(inbox)).filter((entry) => entry.feedback === marker);
    expect(entries).toHaveLength(1);
    expect(entries[0].id).toBe(sentIds[0]);
  });

  test('a submission the server kept for later is said as saved, not as an error', async ({page}) => {
    await page.route(`**${FUNCTION_PATH}`, (route) => {
      const {id} = route.request().postDataJSON() as {id: string};
      return route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          message:
            'The feedback could not be posted to GitHub right now, but it was saved on our server and will not be lost.',
          id,
          saved: true,
        }),
      });
    });
    await openDocs(page);
    await page.getByPlaceholder(PLACEHOLDER).fill('GitHub is down today');
    await page.getByRole('button', {name: 'Send feedback'}).click();
    await expect(page.getByRole('heading', {name: 'Thank you: your feedback was saved'})).toBeFocused();
    await expect(page.getByText(/saved on our server and will be posted later/)).toBeVisible();
    await expect(page.getByText('We were unable to process your feedback')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Try again'})).toHaveCount(0);
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
