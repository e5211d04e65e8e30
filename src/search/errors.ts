/**
 * DocSearch shows its error screen ("Unable to fetch results") only for an error named `RetryError` (what
 * algoliasearch throws when every host failed), so every search failure is reported as one.
 */
export function retryError(message: string, cause?: unknown): Error {
  const error = new Error(message, {cause});
  error.name = 'RetryError';
  return error;
}
