import fs from 'node:fs';
import path from 'node:path';
import {CONTENT_DIR} from '@site/plugins/spec-reference/content';

/** The protocols that have an example (src/data/spec-reference/binding-examples): the file names, sorted. */
export function bindingExampleProtocols(): string[] {
  return fs
    .readdirSync(path.join(CONTENT_DIR, 'binding-examples'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort();
}
