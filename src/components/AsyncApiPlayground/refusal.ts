/**
 * A document the playground does not check: too large, or aliased too deeply, for the parser to read here (refused
 * by the worker's precheck, ./guards.ts, or after missing its deadline, ./validator.ts). A module of its own so the
 * page imports these without the worker's YAML reader.
 */
export const TOO_LARGE_MESSAGE = 'This document is too large or too deeply aliased to check here.';

export class DocumentTooLargeError extends Error {
  constructor() {
    super(TOO_LARGE_MESSAGE);
    this.name = 'DocumentTooLargeError';
  }
}
