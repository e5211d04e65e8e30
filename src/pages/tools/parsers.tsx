import React from 'react';
import ToolPage from '@site/src/components/ToolPage';
import {toolById} from '@site/src/data/tools';

// API checked against @asyncapi/parser 3.6.3; the example was run against the home page's document.
const PARSE_EXAMPLE = `import {Parser, fromFile, DiagnosticSeverity} from '@asyncapi/parser';

const parser = new Parser();
const {document, diagnostics} = await fromFile(parser, './asyncapi.yaml').parse();

for (const diagnostic of diagnostics) {
  if (diagnostic.severity === DiagnosticSeverity.Error) {
    console.error(\`\${diagnostic.path.join('.')}: \${diagnostic.message}\`);
  }
}
if (!document) process.exit(1);

console.log(document.info().title(), document.info().version());
for (const channel of document.channels()) {
  console.log(channel.address(), channel.messages().all().map((message) => message.id()));
}`;

const OUTPUT = `Order Service 1.0.0
orders.placed [ 'orderPlaced' ]`;

const VALIDATE_EXAMPLE = `import {Parser} from '@asyncapi/parser';

const parser = new Parser();
const diagnostics = await parser.validate(yamlOrJsonString);
const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);`;

export default function ParsersPage(): React.JSX.Element {
  const tool = toolById('parsers');
  return (
    <ToolPage
      tool={tool}
      icon="parse"
      title="AsyncAPI Parsers"
      description="Parse and validate AsyncAPI documents in JavaScript and TypeScript with @asyncapi/parser, and read them through a typed API."
      tagline="Read, validate and walk AsyncAPI documents from your own code."
      about={
        <>
          <p>
            <code>@asyncapi/parser</code> is the JavaScript parser the initiative’s tools build on: the Generator and
            the CLI use it too. It takes a document as YAML, JSON or an object, resolves its <code>$ref</code>s, checks
            it against the JSON Schema of its AsyncAPI version plus extra rules, and returns a list of diagnostics.
          </p>
          <p>
            When the document is valid you also get a document model with methods for everything in it (info, servers,
            channels, operations, messages, schemas), so your code does not depend on the raw YAML layout and works the
            same for AsyncAPI 2.x and 3.x documents.
          </p>
        </>
      }
      requirements={
        <p>
          The parser runs in Node.js and is written in TypeScript, so its types come with the package. Payload schemas
          in other formats need a schema parser package, such as <code>@asyncapi/avro-schema-parser</code>,{' '}
          <code>@asyncapi/openapi-schema-parser</code>, <code>@asyncapi/raml-dt-schema-parser</code> or{' '}
          <code>@asyncapi/protobuf-schema-parser</code>.
        </p>
      }
      install={[
        {
          title: 'Add it to your project',
          code: tool.install ?? '',
          language: 'bash',
        },
      ]}
      usage={[
        {
          title: 'Parse a file and read it',
          text: 'Prints every error with its location, stops when the document is invalid, and otherwise lists the channels and their messages.',
          code: PARSE_EXAMPLE,
          language: 'js',
          fileName: 'read-asyncapi.mjs',
        },
        {
          title: 'The output',
          text: 'For the order document shown on the home page:',
          code: OUTPUT,
          language: 'bash',
        },
        {
          title: 'Only validate',
          text: 'validate() returns the diagnostics without building a document model. Severity 0 means error; 1 to 3 are warning, information and hint.',
          code: VALIDATE_EXAMPLE,
          language: 'js',
        },
      ]}
      features={[
        {
          key: 'versions',
          title: 'AsyncAPI 2.x and 3.x',
          text: 'Checks each document against the JSON Schema of its own version, taken from the @asyncapi/specs package, and tells you when a newer version is out.',
        },
        {
          key: 'diagnostics',
          title: 'Diagnostics, not just errors',
          text: 'Each finding has a code, a message, a severity and the path to the offending part, ready to show in an editor or a CI log.',
        },
        {
          key: 'refs',
          title: 'Reference resolution',
          text: 'Follows $ref to other parts of the document, to local files and to remote URLs, so you always work with the complete document.',
        },
        {
          key: 'schemas',
          title: 'Pluggable schema formats',
          text: 'Register a schema parser for Avro, OpenAPI, RAML or Protobuf payloads; they are converted so the rest of your code sees one schema model.',
        },
        {
          key: 'model',
          title: 'A stable API',
          text: 'Read documents through methods such as channels(), operations() and messages() instead of raw objects.',
        },
      ]}
      links={[
        {key: 'validate', label: 'Guide: validate an AsyncAPI document', href: tool.docs},
        {key: 'cli', label: 'Validate from the terminal with the CLI', href: '/tools/cli'},
      ]}
    />
  );
}
