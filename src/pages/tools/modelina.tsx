import React from 'react';
import ToolPage from '@site/src/components/ToolPage';
import {toolById} from '@site/src/data/tools';

// Facts from @asyncapi/modelina 5.10.1 (engines, README feature tables) and @asyncapi/cli 6.2.0.
const LIBRARY_USAGE = `import {readFile} from 'node:fs/promises';
import {TypeScriptGenerator} from '@asyncapi/modelina';

const generator = new TypeScriptGenerator({modelType: 'interface'});
const models = await generator.generate(await readFile('asyncapi.yaml', 'utf8'));

for (const model of models) {
  console.log(\`// \${model.modelName}\`);
  console.log(model.result);
}`;

const OUTPUT = `// Order
interface Order {
  orderId: string;
  total: number;
  placedAt?: string;
  additionalProperties?: Map<string, any>;
}`;

const CLI_USAGE = `asyncapi generate models java asyncapi.yaml --output ./src/main/java/com/example/events --packageName com.example.events --javaJackson`;

export default function ModelinaPage(): React.JSX.Element {
  const tool = toolById('modelina');
  return (
    <ToolPage
      tool={tool}
      icon="layers"
      title="Modelina"
      description="Modelina generates data models for TypeScript, Java, C#, Go, Python, Rust and more from AsyncAPI, OpenAPI, JSON Schema, Avro and XSD."
      tagline="Typed data models for your message payloads, in the language your service is written in."
      about={
        <>
          <p>
            Modelina is a library that reads a schema and writes the classes, interfaces or structs that match it. Give
            it an AsyncAPI document and you get one model for each message payload, ready to drop into your code base,
            so producers and consumers agree on the shape of every message.
          </p>
          <p>
            It reads AsyncAPI (2.0.0 to 3.0.0), OpenAPI (Swagger 2.0, OpenAPI 3.0 and 3.1), JSON Schema (drafts 4, 6 and
            7), Avro, XSD and TypeScript types, and writes Java, TypeScript, JavaScript, C#, C++, Go, Rust, Python,
            Kotlin, Scala, PHP and Dart.
          </p>
        </>
      }
      requirements={
        <p>
          <code>@asyncapi/modelina</code> declares <code>node &gt;=18</code> in its engines field. Through the CLI (
          <code>asyncapi generate models</code>), the CLI’s own requirement of Node.js 24 or newer applies.
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
          title: 'Generate TypeScript interfaces',
          text: 'Reads an AsyncAPI document (YAML or JSON as a string, or an already parsed document) and prints one interface per payload schema.',
          code: LIBRARY_USAGE,
          language: 'js',
          fileName: 'models.mjs',
        },
        {
          title: 'The output',
          text: 'For the order document on the home page, the payload schema named Order becomes this interface:',
          code: OUTPUT,
          language: 'ts',
        },
        {
          title: 'Or skip the code and use the CLI',
          text: 'Writes Java classes with Jackson annotations into a package of your choice.',
          code: CLI_USAGE,
          language: 'bash',
        },
      ]}
      features={[
        {
          key: 'inputs',
          title: 'Many inputs',
          text: 'AsyncAPI, OpenAPI, JSON Schema, Avro, XSD and TypeScript types all go through the same pipeline, so your models look the same whatever the source.',
        },
        {
          key: 'outputs',
          title: 'Twelve output languages',
          text: 'From Java, C# and TypeScript to Go, Rust, Python and Dart, each with options that fit the language, such as packages and namespaces.',
        },
        {
          key: 'presets',
          title: 'Presets',
          text: 'Switch on extras per language, such as serialisation support, comments or equality methods, or write a preset of your own to change any part of the output.',
        },
        {
          key: 'constraints',
          title: 'Naming rules built in',
          text: 'Property and model names are adjusted to each language’s rules and reserved words, so the generated code compiles.',
        },
        {
          key: 'files',
          title: 'In memory or on disk',
          text: 'Get the models as strings to embed anywhere, or use the file generators to write them straight into your project.',
        },
      ]}
      links={[
        {key: 'site', label: 'Modelina website and documentation', href: tool.docs},
        {key: 'cli', label: 'Generate models with the CLI', href: '/tools/cli'},
      ]}
    />
  );
}
