import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import ToolPage, {type CodeSample, type ToolFeature, type ToolLink} from '@site/src/components/ToolPage';
import {toolById} from '@site/src/data/tools';

// Commands and flags checked against the command manifest of @asyncapi/cli 6.2.0 and run with the CLI.
const VERIFY_INSTALL = `asyncapi --version
asyncapi config versions`;

const VALIDATE = `asyncapi validate asyncapi.yaml
asyncapi validate asyncapi.yaml --fail-severity warn --diagnostics-format github-actions`;

const GENERATE_DOCS = `asyncapi generate fromTemplate asyncapi.yaml @asyncapi/html-template --output ./docs`;

const GENERATE_MODELS = `asyncapi generate models typescript asyncapi.yaml --output ./src/models`;

const CONVERT_AND_DIFF = `asyncapi convert asyncapi-v2.yaml --target-version 3.0.0 --output asyncapi.yaml
asyncapi diff old/asyncapi.yaml asyncapi.yaml --type breaking`;

/** This page's text comes from translate() calls, translated in these locales' code.json (plugins/translations). */
export const translatedLocales = ['de'];

export default function CliPage(): React.JSX.Element {
  const tool = toolById('cli');

  const install: CodeSample[] = [
    {
      title: translate({id: 'toolPage.cli.install.global.title', message: 'Install it globally with npm'}),
      text: translate({
        id: 'toolPage.cli.install.global.text',
        message:
          'This puts the asyncapi command on your PATH. Check that it works and see which tool versions it bundles:',
      }),
      code: `${tool.install}\n${VERIFY_INSTALL}`,
      language: 'bash',
    },
    {
      title: translate({id: 'toolPage.cli.install.npx.title', message: 'Or run it once with npx'}),
      text: translate({
        id: 'toolPage.cli.install.npx.text',
        message: 'Handy in CI jobs and containers where you do not want a global install:',
      }),
      code: 'npx -p @asyncapi/cli asyncapi validate asyncapi.yaml',
      language: 'bash',
    },
  ];

  const usage: CodeSample[] = [
    {
      title: translate({id: 'toolPage.cli.usage.validate.title', message: 'Validate a document'}),
      text: translate({
        id: 'toolPage.cli.usage.validate.text',
        message:
          'The first command checks the file against the specification and prints its diagnostics. The second also fails on warnings and prints the diagnostics as GitHub Actions annotations.',
      }),
      code: VALIDATE,
      language: 'bash',
    },
    {
      title: translate({id: 'toolPage.cli.usage.docs.title', message: 'Generate HTML documentation'}),
      text: translate({
        id: 'toolPage.cli.usage.docs.text',
        message: 'Renders the document with the official HTML template into the docs folder.',
      }),
      code: GENERATE_DOCS,
      language: 'bash',
    },
    {
      title: translate({id: 'toolPage.cli.usage.models.title', message: 'Generate payload models'}),
      text: translate({
        id: 'toolPage.cli.usage.models.text',
        message: 'Writes one TypeScript class for each message payload schema, named after the schema.',
      }),
      code: GENERATE_MODELS,
      language: 'bash',
    },
    {
      title: translate({
        id: 'toolPage.cli.usage.convert.title',
        message: 'Upgrade a document and check for breaking changes',
      }),
      text: translate({
        id: 'toolPage.cli.usage.convert.text',
        message:
          'Converts a 2.x document to AsyncAPI 3.0.0, then compares two versions of a document and lists only the breaking changes. The diff exits with an error when it finds one, which is what you want in CI.',
      }),
      code: CONVERT_AND_DIFF,
      language: 'bash',
    },
  ];

  const features: ToolFeature[] = [
    {
      key: 'validate',
      title: <Translate id="toolPage.cli.feature.validate.title">Validation with useful output</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.validate.text">
          Choose the severity that fails the run and the output format: stylish, JSON, JUnit, SARIF, GitHub Actions,
          GitLab and more. Add --score to rate how complete a document is.
        </Translate>
      ),
    },
    {
      key: 'generate',
      title: <Translate id="toolPage.cli.feature.generate.title">Code and docs generation</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.generate.text">
          Runs the AsyncAPI Generator with any template, and generates models for TypeScript, JavaScript, Java, Kotlin,
          Scala, C#, C++, Go, Rust, Python, PHP and Dart through Modelina.
        </Translate>
      ),
    },
    {
      key: 'convert',
      title: <Translate id="toolPage.cli.feature.convert.title">Conversion</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.convert.text">
          Upgrades older AsyncAPI documents to a newer version, turns OpenAPI documents into AsyncAPI ones, and switches
          a file between YAML and JSON.
        </Translate>
      ),
    },
    {
      key: 'diff',
      title: <Translate id="toolPage.cli.feature.diff.title">Change review</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.diff.text">
          Lists the differences between two versions of a document and classifies each one as breaking, non-breaking or
          unclassified, as YAML, JSON or Markdown.
        </Translate>
      ),
    },
    {
      key: 'bundle',
      title: <Translate id="toolPage.cli.feature.bundle.title">Bundling and optimisation</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.bundle.text">
          Merges a document split across several files into one, and moves repeated parts into reusable components.
        </Translate>
      ),
    },
    {
      key: 'studio',
      title: <Translate id="toolPage.cli.feature.studio.title">Studio on your machine</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.studio.text">
          asyncapi start studio opens a local AsyncAPI Studio for a file. Studio is downloaded the first time you use
          it.
        </Translate>
      ),
    },
    {
      key: 'context',
      title: <Translate id="toolPage.cli.feature.context.title">Contexts</Translate>,
      text: (
        <Translate id="toolPage.cli.feature.context.text">
          Give the documents you use often a short name with asyncapi config context, then pass that name instead of a
          path.
        </Translate>
      ),
    },
  ];

  const links: ToolLink[] = [
    {key: 'docs', label: translate({id: 'toolPage.cli.links.docs', message: 'CLI documentation'}), href: tool.docs},
    {
      key: 'validate',
      label: translate({id: 'toolPage.cli.links.validate', message: 'Guide: validate an AsyncAPI document'}),
      href: '/docs/guides/validate',
    },
    {
      key: 'actions',
      label: translate({id: 'toolPage.cli.links.actions', message: 'Run the CLI in GitHub Actions'}),
      href: '/tools/github-actions',
    },
  ];

  return (
    <ToolPage
      tool={tool}
      icon="terminal"
      title={translate({id: 'toolPage.cli.meta.title', message: 'AsyncAPI CLI'})}
      description={translate({
        id: 'toolPage.cli.meta.description',
        message:
          'Install the AsyncAPI CLI and validate, convert, bundle, compare and generate from AsyncAPI documents in your terminal.',
      })}
      tagline={
        <Translate id="toolPage.cli.tagline">
          Every everyday AsyncAPI task, from your terminal or your CI pipeline.
        </Translate>
      }
      about={
        <>
          <p>
            <Translate id="toolPage.cli.about.p1">
              The AsyncAPI CLI puts the initiative’s tools behind a single command, asyncapi. Create a document from an
              example, validate it, convert it, bundle it, compare two versions and generate code or documentation from
              it, without writing any code.
            </Translate>
          </p>
          <p>
            <Translate id="toolPage.cli.about.p2">
              Because it is one command with predictable exit codes, the same call works on your laptop, in a Git hook
              and in any CI system.
            </Translate>
          </p>
        </>
      }
      requirements={
        <p>
          {translate({
            id: 'toolPage.cli.requirements',
            message:
              'The CLI is a Node.js program. Current releases of @asyncapi/cli (5.x and 6.x) declare "node": ">=24.0.0" in the engines field of their package, so install Node.js 24 or newer first. The older 4.x releases declare ">12.16".',
          })}
        </p>
      }
      install={install}
      usage={usage}
      features={features}
      links={links}
    />
  );
}
