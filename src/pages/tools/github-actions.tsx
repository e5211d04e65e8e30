import React from 'react';
import ToolPage from '@site/src/components/ToolPage';
import {toolById} from '@site/src/data/tools';

// Inputs and defaults from the action's action.yml (asyncapi/github-action-for-cli, v3 releases).
const VALIDATE_WORKFLOW = `name: AsyncAPI

on:
  pull_request:
    paths:
      - asyncapi.yaml

jobs:
  validate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Validate the AsyncAPI document
        uses: asyncapi/github-action-for-cli@v3.1.1
        with:
          command: validate
          filepath: asyncapi.yaml`;

const GENERATE_STEPS = `      - name: Generate Markdown docs
        uses: asyncapi/github-action-for-cli@v3.1.1
        with:
          command: generate
          filepath: asyncapi.yaml
          template: '@asyncapi/markdown-template@0.10.0'
          output: generated-docs

      - name: Generate TypeScript models
        uses: asyncapi/github-action-for-cli@v3.1.1
        with:
          command: generate
          filepath: asyncapi.yaml
          language: typescript
          output: generated-models`;

const CUSTOM_STEP = `      - name: Bundle the split document into one file
        uses: asyncapi/github-action-for-cli@v3.1.1
        with:
          command: custom
          custom_command: bundle ./asyncapi.yaml --output bundled-asyncapi.yaml`;

export default function GithubActionsPage(): React.JSX.Element {
  const tool = toolById('github-actions');
  return (
    <ToolPage
      tool={tool}
      icon="workflow"
      title="AsyncAPI GitHub Action"
      description="Validate AsyncAPI documents and generate docs, models and code in GitHub Actions workflows with the AsyncAPI CLI action."
      tagline="Validate and generate on every push and pull request, with no setup beyond one workflow step."
      about={
        <>
          <p>
            The AsyncAPI GitHub Action runs the AsyncAPI CLI inside a container in your workflow. Point it at your
            document and choose a command: <code>validate</code>, <code>generate</code>, <code>convert</code>,{' '}
            <code>optimize</code>, or <code>custom</code> to run any other CLI command with your own arguments.
          </p>
          <p>
            Use it to stop invalid documents at review time, to publish fresh documentation whenever the API changes, or
            to regenerate models and clients as part of a release.
          </p>
        </>
      }
      requirements={
        <p>
          There is nothing to install: GitHub pulls the action when the workflow runs. It is a Docker container action,
          so use a Linux runner such as <code>ubuntu-latest</code>.
        </p>
      }
      install={[
        {
          title: 'Add a workflow that validates on every pull request',
          text: 'Save this as .github/workflows/asyncapi.yml. The job fails, and the pull request shows it, when the document is invalid.',
          code: VALIDATE_WORKFLOW,
          language: 'yaml',
          fileName: '.github/workflows/asyncapi.yml',
        },
      ]}
      usage={[
        {
          title: 'Generate docs and models',
          text: 'With command: generate, the action runs a Generator template, or generates models when you set language. Results land in the output folder, ready for an upload or deploy step.',
          code: GENERATE_STEPS,
          language: 'yaml',
        },
        {
          title: 'Run any CLI command',
          text: 'command: custom passes custom_command to the CLI as it is, after the word asyncapi.',
          code: CUSTOM_STEP,
          language: 'yaml',
        },
      ]}
      features={[
        {
          key: 'commands',
          title: 'The whole CLI',
          text: 'Validation, generation, conversion and optimisation have their own inputs; every other command is one custom_command away.',
        },
        {
          key: 'version',
          title: 'Pinned or latest CLI',
          text: 'By default the action uses the latest CLI; set cli_version to pin the exact release your pipeline was tested with.',
        },
        {
          key: 'templates',
          title: 'Any template',
          text: 'The template input takes an npm package, a Git repository URL, a tarball or a template folder in your repository.',
        },
        {
          key: 'params',
          title: 'Template parameters',
          text: 'Pass extra CLI flags and template parameters through the parameters input, for example -p singleFile=true.',
        },
      ]}
      links={[
        {key: 'marketplace', label: 'The action on GitHub Marketplace', href: tool.docs},
        {key: 'cli', label: 'AsyncAPI CLI commands', href: '/tools/cli'},
        {key: 'validate', label: 'Guide: validate an AsyncAPI document', href: '/docs/guides/validate'},
      ]}
    />
  );
}
