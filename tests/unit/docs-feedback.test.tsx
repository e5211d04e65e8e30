import React from 'react';
import {act, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useHistory} from '@docusaurus/router';
import DocsFeedback from '@site/src/components/DocsFeedback';
import {
  buildFeedbackTitle,
  buildIssueUrl,
  FEEDBACK_ENDPOINT,
  MAX_ISSUE_FEEDBACK_CHARS,
  newSubmissionId,
} from '@site/src/components/DocsFeedback/feedback';
import {renderWithSite} from './render';

const PLACEHOLDER = 'Write your suggestions here';
const originalFetch = globalThis.fetch;
let fetchMock: jest.Mock;

/** jsdom has no fetch Response; the component reads the status and, for an error, the JSON body. */
function fakeResponse(status: number, body: unknown = {message: 'x'}): Response {
  return {status, ok: status >= 200 && status < 300, json: async () => body} as unknown as Response;
}

/** The id the form sent in its `n`th request. */
function sentId(n: number): string {
  const [, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return (JSON.parse(init.body as string) as {id: string}).id;
}

function respondWith(status: number): void {
  fetchMock.mockResolvedValue(fakeResponse(status));
}

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
});

/** A link elsewhere on the page, to change the route the way a reader would. */
function GoTo({to}: {to: string}): React.JSX.Element {
  const history = useHistory();
  return (
    <button type="button" onClick={() => history.push(to)}>
      go to {to}
    </button>
  );
}

function setup(path = '/docs/concepts/channel') {
  const user = userEvent.setup();
  renderWithSite(
    <>
      <DocsFeedback />
      <GoTo to="/docs/tutorials" />
    </>,
    {path},
  );
  return {user, textarea: () => screen.getByPlaceholderText(PLACEHOLDER)};
}

describe('feedback helpers', () => {
  it('builds the title from the path and the UTC date', () => {
    expect(buildFeedbackTitle('/docs/concepts', new Date('2026-11-22T18:30:05Z'))).toBe(
      'Feedback on /docs/concepts - Sun, 22 Nov 2026 18:30:05 GMT',
    );
  });

  it('builds a prefilled, URL-encoded issue link', () => {
    const url = new URL(buildIssueUrl('/docs/concepts', ' Typo & "quote" #1 😀\n'));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/asyncapi/website/issues/new');
    expect(url.searchParams.get('title')).toBe('Feedback on /docs/concepts');
    expect(url.searchParams.get('body')).toBe('Page: https://www.asyncapi.com/docs/concepts\n\nTypo & "quote" #1 😀');
    expect(buildIssueUrl('/a', 'x & y')).toContain(
      'body=Page%3A%20https%3A%2F%2Fwww.asyncapi.com%2Fa%0A%0Ax%20%26%20y',
    );
  });

  it('cuts very long feedback in the issue link', () => {
    const body = new URL(buildIssueUrl('/a', 'é'.repeat(MAX_ISSUE_FEEDBACK_CHARS + 50))).searchParams.get('body') ?? '';
    expect(body).toContain(
      `${'é'.repeat(MAX_ISSUE_FEEDBACK_CHARS)}\n\n(cut to ${MAX_ISSUE_FEEDBACK_CHARS} characters)`,
    );
    expect(body).not.toContain('é'.repeat(MAX_ISSUE_FEEDBACK_CHARS + 1));
  });
});

describe('DocsFeedback', () => {
  it('renders a labelled, required textarea, a hidden honeypot and a submit button', () => {
    const {textarea} = setup();
    expect(textarea()).toBeRequired();
    expect(screen.getByLabelText('Tell us how we can improve this page')).toBe(textarea());
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', {name: /website/i})).toBeNull();
    expect(screen.getByRole('button', {name: 'Send feedback'})).toBeEnabled();
  });

  it('posts JSON and shows the thank-you panel on 200', async () => {
    respondWith(200);
    const {user, textarea} = setup();
    await user.type(textarea(), 'The channel page needs an example.');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));

    expect(await screen.findByRole('heading', {name: 'Thank you for your feedback!'})).toHaveFocus();
    expect(screen.getByText("Your contribution has been received and we couldn't be happier.")).toBeInTheDocument();
    const follow = screen.getByRole('link', {name: 'Follow on GitHub'});
    expect(follow).toHaveAttribute('href', 'https://github.com/asyncapi');
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByPlaceholderText(PLACEHOLDER)).toBeNull();
    expect(screen.getByText('Thank you for your feedback!').closest('[aria-live="polite"]')).not.toBeNull();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(FEEDBACK_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({'Content-Type': 'application/json'});
    const sent = JSON.parse(init.body as string) as {title: string; feedback: string; website: string};
    expect(sent.feedback).toBe('The channel page needs an example.');
    expect(sent.website).toBe('');
    expect(sent.title).toMatch(/^Feedback on \/docs\/concepts\/channel - \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
  });

  it('shows the error panel on 500, with a prefilled issue link, and Try again keeps the text', async () => {
    respondWith(500);
    const {user, textarea} = setup();
    await user.type(textarea(), 'Broken link in step 3');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));

    expect(await screen.findByRole('heading', {name: 'Oops! Something went wrong...'})).toHaveFocus();
    expect(screen.getByText('We were unable to process your feedback')).toBeInTheDocument();
    const issue = screen.getByRole('link', {name: 'Create Issue on GitHub'});
    expect(issue).toHaveAttribute('href', buildIssueUrl('/docs/concepts/channel', 'Broken link in step 3'));
    expect(issue).toHaveAttribute('target', '_blank');
    expect(issue).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(textarea()).toHaveValue('Broken link in step 3');
    expect(textarea()).toHaveFocus();
  });

  it('says a submission the server kept (502 with saved: true and its id) was saved, not that it failed', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const {id} = JSON.parse(init.body as string) as {id: string};
      return fakeResponse(502, {message: 'saved … will not be lost', id, saved: true});
    });
    const {user, textarea} = setup();
    await user.type(textarea(), 'Kept for later');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await screen.findByRole('heading', {name: 'Thank you: your feedback was saved'})).toHaveFocus();
    expect(screen.getByText(/saved on our server and will be posted later/)).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong...')).toBeNull();
    expect(screen.queryByRole('button', {name: 'Try again'})).toBeNull();
  });

  it('treats saved: true for another id as a failure', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, {message: 'x', id: 'someone-else', saved: true}));
    const {user, textarea} = setup();
    await user.type(textarea(), 'x');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();
  });

  it('sends a UUID per submission, the same one on Try again, a new one once the text changes', async () => {
    respondWith(500);
    const {user, textarea} = setup();
    await user.type(textarea(), 'Retry me');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    await user.click(await screen.findByRole('button', {name: 'Try again'}));
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    await user.click(await screen.findByRole('button', {name: 'Try again'}));
    await user.type(textarea(), ' (edited)');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    await screen.findByRole('button', {name: 'Try again'});
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentId(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sentId(1)).toBe(sentId(0));
    expect(sentId(2)).not.toBe(sentId(0));
  });

  it('makes a UUID without crypto.randomUUID (a page that is not a secure context)', () => {
    const id = newSubmissionId({getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff)} as unknown as Crypto);
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it.each([201, 204, 400, 429, 502])('treats status %d as a failure', async (status) => {
    respondWith(status);
    const {user, textarea} = setup();
    await user.type(textarea(), 'x');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();
  });

  it('shows the error panel on a network failure and keeps the text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const {user, textarea} = setup();
    await user.type(textarea(), 'Offline thoughts');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Try again'}));
    expect(textarea()).toHaveValue('Offline thoughts');
  });

  it('disables the button while sending and sends once', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const {user, textarea} = setup();
    await user.type(textarea(), 'Slow network');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));

    const button = screen.getByRole('button', {name: 'Sending…'});
    expect(button).toBeDisabled();
    expect(screen.getByText('Sending your feedback…')).toBeInTheDocument();
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(fakeResponse(200)));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });

  it('goes back to an empty idle form when the route changes', async () => {
    respondWith(500);
    const {user, textarea} = setup();
    await user.type(textarea(), 'About the old page');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    expect(await screen.findByText('Oops! Something went wrong...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', {name: 'go to /docs/tutorials'}));
    expect(screen.queryByText('Oops! Something went wrong...')).toBeNull();
    expect(textarea()).toHaveValue('');
    expect(screen.getByRole('button', {name: 'Send feedback'})).toBeEnabled();
  });

  it('ignores an answer that arrives after the route changed', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const {user, textarea} = setup();
    await user.type(textarea(), 'Late');
    await user.click(screen.getByRole('button', {name: 'Send feedback'}));
    await user.click(screen.getByRole('button', {name: 'go to /docs/tutorials'}));
    await act(async () => answer(fakeResponse(200)));
    await waitFor(() => expect(screen.getByRole('button', {name: 'Send feedback'})).toBeEnabled());
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
  });
});
