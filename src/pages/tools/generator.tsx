import React from 'react';
import ToolPage from '@site/src/components/ToolPage';
import {toolById} from '@site/src/data/tools';

// Facts from @asyncapi/generator 3.4.1 (engines, API docs shipped in the package) and @asyncapi/cli 6.2.0.
const CLI_USAGE = `npm install -g @asyncapi/cli
asyncapi generate fromTemplate asyncapi.yaml @asyncapi/markdown-template --output ./docs`;

const PARAMS_USAGE = `asyncapi generate fromTemplate asyncapi.yaml @asyncapi/html-template \\
  --output ./site \\
  --param singleFile=true \\
  --force-write`;

const LIBRARY_USAGE = `const path = require('node:path');
const Generator = require('@asyncapi/generator');

async function buildDocs() {
  const generator = new Generator('@asyncapi/html-template', path.resolve('build', 'docs'), {
    forceWrite: true,
    templateParams: {singleFile: 'true'},
  });
  await generator.generateFromFile(path.resolve('asyncapi.yaml'));
}

buildDocs().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});`;

export default function GeneratorPage(): React.JSX.Element {
  const tool = toolById('generator');
  return (
    <ToolPage
      tool={tool}
      icon="code"
      title="AsyncAPI Generator"
      description="Generate documentation, code and any other files from an AsyncAPI document with the AsyncAPI Generator and its templates."
      tagline="Turn one AsyncAPI document into docs, code or anything else a template can describe."
      about={
        <>
          <p>
            The Generator reads an AsyncAPI document, validates it with the AsyncAPI parser, and hands the parsed result
            to a template. The template decides what comes out: an HTML or Markdown reference, a Node.js, Java or Python
            service skeleton, a typed client, configuration files.
          </p>
          <p>
            Templates are ordinary packages. The initiative maintains official ones, such as{' '}
            <code>@asyncapi/html-template</code>, <code>@asyncapi/markdown-template</code>,{' '}
            <code>@asyncapi/nodejs-template</code>, <code>@asyncapi/java-spring-cloud-stream-template</code> and{' '}
            <code>@asyncapi/python-paho-template</code>, and anyone can publish their own. A template can come from npm,
            a Git repository, a tarball or a local folder.
          </p>
        </>
      }
      requirements={
        <p>
          You will usually run the Generator through the AsyncAPI CLI, which needs Node.js 24 or newer. To use the
          library directly, note that <code>@asyncapi/generator</code> 3.x declares <code>node &gt;=24.11</code> and{' '}
          <code>npm &gt;=11.5.1</code> in its engines field.
        </p>
      }
      install={[
        {
          title: 'With the CLI (recommended)',
          text: 'The CLI bundles the Generator, so installing the CLI is all you need to run templates from the terminal.',
          code: 'npm install -g @asyncapi/cli',
          language: 'bash',
        },
        {
          title: 'As a library in a Node.js project',
          text: 'Add it as a dependency when you want to drive generation from your own scripts or build tools.',
          code: tool.install ?? '',
          language: 'bash',
        },
      ]}
      usage={[
        {
          title: 'Generate Markdown docs from the terminal',
          text: 'Installs the template on first use and writes the result into the docs folder.',
          code: CLI_USAGE,
          language: 'bash',
        },
        {
          title: 'Pass template parameters',
          text: 'Each template documents its own parameters. This one asks the HTML template for a single self-contained file and allows writing into a folder that already has content.',
          code: PARAMS_USAGE,
          language: 'bash',
        },
        {
          title: 'Generate from your own code',
          text: 'The same generation through the library API: the target folder, options and template parameters are the constructor’s arguments.',
          code: LIBRARY_USAGE,
          language: 'js',
          fileName: 'generate-docs.js',
        },
      ]}
      features={[
        {
          key: 'templates',
          title: 'Official and community templates',
          text: 'Documentation, services and clients for Node.js, Java, Python, Go, .NET, PHP and TypeScript, plus whatever the community publishes.',
        },
        {
          key: 'react',
          title: 'Write your own templates',
          text: 'Describe output files as React components, with helper packages for the parts most templates share.',
        },
        {
          key: 'hooks',
          title: 'Hooks',
          text: 'Run template code before or after generation, for example to format the output or to set up a project.',
        },
        {
          key: 'regenerate',
          title: 'Safe regeneration',
          text: 'Refuses to write into a Git working tree with unstaged changes unless you ask it to, and skips files that match --no-overwrite globs.',
        },
        {
          key: 'watch',
          title: 'Watch mode',
          text: 'With --watch, changes to the document or the template trigger a new generation while you work.',
        },
        {
          key: 'registry',
          title: 'Private registries',
          text: 'Fetch templates from your own npm registry with --registry-url and a token or credentials.',
        },
      ]}
      links={[
        {key: 'docs', label: 'Generator documentation', href: tool.docs},
        {key: 'cli', label: 'The AsyncAPI CLI', href: '/tools/cli'},
        {key: 'actions', label: 'Generate in GitHub Actions', href: '/tools/github-actions'},
      ]}
    />
  );
}
