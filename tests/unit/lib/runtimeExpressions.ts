/**
 * Checks the runtime expressions of a parsed AsyncAPI document (`$message.header#/a/b`, `$message.payload#/a/b`):
 * each must point at a property that the message it is read from defines in its `headers` or `payload` schema.
 *
 * Where an expression is read from, and so which messages must define the property:
 * - a message's `correlationId.location` (traits already applied by the parser): that message;
 * - an operation's `reply.address.location`: the messages of the operation (the request), or all messages of its
 *   channel when the operation lists none;
 * - a channel parameter's `location`: every message of the channel.
 * Works on the parser's models, so `$ref`s are resolved and 2.x and 3.0.0 documents are handled alike.
 */
import type {AsyncAPIDocumentInterface, MessageInterface} from '@asyncapi/parser';

export type RuntimeExpressionProblem = {expression: string; where: string; problem: string};

type Schema = {[key: string]: unknown} | boolean | undefined;

const EXPRESSION = /^\$message\.(header|payload)#(\/.*)?$/;

/** Unescapes the segments of a JSON Pointer (`/a~1b/c` → [`a/b`, `c`]). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schemas a schema is made of: itself and the members of its `allOf`/`anyOf`/`oneOf`, recursively. */
function alternatives(schema: Schema, depth = 0): {[key: string]: unknown}[] {
  if (!schema || typeof schema !== 'object' || depth > 20) return [];
  const result = [schema];
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const members = schema[keyword];
    if (Array.isArray(members)) for (const m of members) result.push(...alternatives(m as Schema, depth + 1));
  }
  return result;
}

/**
 * Whether the JSON Pointer names a property the schema defines: each segment must be a key of `properties` (of
 * the schema or of one of its `allOf`/`anyOf`/`oneOf` members), or an array index with `items` defined.
 */
export function schemaDefinesPointer(schema: Schema, pointer: string): boolean {
  let current: Schema[] = [schema];
  for (const segment of pointerSegments(pointer)) {
    const next: Schema[] = [];
    for (const s of current) {
      for (const alt of alternatives(s)) {
        const props = alt.properties as {[key: string]: Schema} | undefined;
        if (props && typeof props === 'object' && Object.prototype.hasOwnProperty.call(props, segment))
          next.push(props[segment]);
        if (/^\d+$/.test(segment) && alt.items && typeof alt.items === 'object') {
          next.push((Array.isArray(alt.items) ? alt.items[Number(segment)] : alt.items) as Schema);
        }
      }
    }
    if (next.length === 0) return false;
    current = next;
  }
  return true;
}

function messageLabel(message: MessageInterface): string {
  return `message "${message.id()}"`;
}

/** Checks one expression against the messages it is read from. */
export function checkExpression(
  expression: string,
  messages: MessageInterface[],
  where: string,
): RuntimeExpressionProblem[] {
  const match = EXPRESSION.exec(expression);
  if (!match) return [];
  const [, part, pointer = ''] = match;
  if (pointer === '' || pointer === '/') return [];
  const problems: RuntimeExpressionProblem[] = [];
  for (const message of messages) {
    const schema = part === 'header' ? message.headers()?.json() : message.payload()?.json();
    if (!schema) {
      problems.push({
        expression,
        where,
        problem: `${messageLabel(message)} defines no ${part === 'header' ? 'headers' : 'payload'}`,
      });
    } else if (!schemaDefinesPointer(schema as Schema, pointer)) {
      problems.push({
        expression,
        where,
        problem: `${messageLabel(message)} has no ${part === 'header' ? 'header' : 'payload'} property at ${pointer}`,
      });
    }
  }
  return problems;
}

/** All runtime-expression problems of a parsed document. */
export function runtimeExpressionProblems(document: AsyncAPIDocumentInterface): RuntimeExpressionProblem[] {
  const problems: RuntimeExpressionProblem[] = [];
  for (const message of document.allMessages().all()) {
    const location = message.correlationId()?.location();
    if (location) problems.push(...checkExpression(location, [message], `correlationId of ${messageLabel(message)}`));
  }
  for (const operation of document.allOperations().all()) {
    const location = operation.reply?.()?.address()?.location();
    if (!location) continue;
    let messages = operation.messages().all();
    if (messages.length === 0)
      messages = operation
        .channels()
        .all()
        .flatMap((c) => c.messages().all());
    problems.push(...checkExpression(location, messages, `reply address of operation "${operation.id()}"`));
  }
  for (const channel of document.allChannels().all()) {
    for (const parameter of channel.parameters().all()) {
      const location = parameter.location();
      if (location) {
        problems.push(
          ...checkExpression(
            location,
            channel.messages().all(),
            `parameter "${parameter.id()}" of channel "${channel.id()}"`,
          ),
        );
      }
    }
  }
  return problems;
}
