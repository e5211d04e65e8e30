/**
 * Original text of the generated pages: introductions, the two sections that have no definition of their
 * own (Default Content Type, Tags), and examples for objects whose schema ships none. Everything that
 * describes an object or a field comes from the schemas, not from here.
 */
import type {SpecVersion} from './links';

export const FULL_DOCUMENT_300 = `asyncapi: 3.0.0
info:
  title: Parcel Tracking Service
  version: 1.2.0
  description: Publishes status changes of parcels and answers location requests.
  license:
    name: Apache 2.0
    url: https://www.apache.org/licenses/LICENSE-2.0
servers:
  production:
    host: broker.example.com:5672
    protocol: amqp
    description: Production RabbitMQ broker.
defaultContentType: application/json
channels:
  parcelStatus:
    address: parcels.{parcelId}.status
    parameters:
      parcelId:
        description: Identifier of the parcel.
    messages:
      statusChanged:
        $ref: '#/components/messages/statusChanged'
operations:
  publishStatus:
    action: send
    summary: Announce that a parcel changed status.
    channel:
      $ref: '#/channels/parcelStatus'
    messages:
      - $ref: '#/channels/parcelStatus/messages/statusChanged'
components:
  messages:
    statusChanged:
      name: statusChanged
      title: Parcel status changed
      payload:
        type: object
        required:
          - parcelId
          - status
        properties:
          parcelId:
            type: string
          status:
            type: string
            enum:
              - accepted
              - in_transit
              - delivered
          changedAt:
            type: string
            format: date-time`;

export const FULL_DOCUMENT_260 = `asyncapi: 2.6.0
info:
  title: Parcel Tracking Service
  version: 1.2.0
  description: Publishes status changes of parcels.
servers:
  production:
    url: broker.example.com:5672
    protocol: amqp
defaultContentType: application/json
channels:
  parcels/{parcelId}/status:
    parameters:
      parcelId:
        description: Identifier of the parcel.
        schema:
          type: string
    subscribe:
      operationId: onParcelStatus
      message:
        $ref: '#/components/messages/statusChanged'
components:
  messages:
    statusChanged:
      name: statusChanged
      payload:
        type: object
        properties:
          parcelId:
            type: string
          status:
            type: string`;

/** Examples written for this site, for objects whose schema carries none. Keyed by section anchor. */
const OWN_EXAMPLES_BY_VERSION: Readonly<Record<'3.0.0' | '2.6.0', Readonly<Record<string, string>>>> = {
  '3.0.0': {
    infoExtensions: `title: Parcel Tracking Service
version: 1.2.0
x-x: AsyncAPISpec
x-linkedin: https://www.linkedin.com/company/asyncapi/`,
    serverVariablesMap: `environment:
  enum:
    - staging
    - production
  default: staging
region:
  default: eu-west-1`,
    defaultContentTypeString: `defaultContentType: application/json`,
    messagesObject: `statusChanged:
  $ref: '#/components/messages/statusChanged'
locationRequested:
  name: locationRequested
  payload:
    type: object
    properties:
      parcelId:
        type: string`,
    operationReplyObject: `address:
  location: $message.header#/replyTo
channel:
  $ref: '#/channels/locationReplies'
messages:
  - $ref: '#/components/messages/locationReply'`,
    serverBindingsObject: `kafka:
  schemaRegistryUrl: https://schema-registry.example.com
  schemaRegistryVendor: confluent
  bindingVersion: 0.5.0`,
    channelBindingsObject: `amqp:
  is: routingKey
  exchange:
    name: parcels
    type: topic
    durable: true
    autoDelete: false
    vhost: /
  bindingVersion: 0.3.0`,
    operationBindingsObject: `kafka:
  groupId:
    type: string
    enum:
      - parcel-tracker
  bindingVersion: 0.5.0`,
    messageBindingsObject: `kafka:
  key:
    type: string
  bindingVersion: 0.5.0`,
    tagsObject: `tags:
  - name: parcels
    description: Everything about parcels.
  - $ref: '#/components/tags/public'`,
    schemaObject: `type: object
required:
  - parcelId
properties:
  parcelId:
    type: string
    description: Identifier of the parcel.
  weightKg:
    type: number
    minimum: 0
discriminator: kind`,
    multiFormatSchemaObject: `schemaFormat: application/vnd.apache.avro;version=1.9.0
schema:
  type: record
  name: StatusChanged
  fields:
    - name: parcelId
      type: string
    - name: status
      type: string`,
    messageExampleObject: `name: delivered
summary: A parcel that reached its destination.
headers:
  correlationId: 4f1c2a
payload:
  parcelId: P-1042
  status: delivered`,
    securityRequirements: `security:
  - $ref: '#/components/securitySchemes/saslScram'`,
    oauthFlowsObject: `type: oauth2
description: Tokens from the company identity provider.
flows:
  clientCredentials:
    tokenUrl: https://auth.example.com/token
    availableScopes:
      parcels:read: Read parcel events
      parcels:write: Publish parcel events
scopes:
  - parcels:read`,
    oauthScopesMap: `parcels:read: Read parcel events
parcels:write: Publish parcel events`,
    specificationExtensions: `info:
  title: Parcel Tracking Service
  version: 1.2.0
  x-internal-team: logistics-platform`,
  },
  '2.6.0': {
    defaultContentTypeString: `defaultContentType: application/json`,
    tagsObject: `tags:
  - name: parcels
    description: Everything about parcels.`,
    bindingsObject: `kafka:
  key:
    type: string
  bindingVersion: 0.4.0`,
    specificationExtensions: `info:
  title: Parcel Tracking Service
  version: 1.2.0
  x-internal-team: logistics-platform`,
  },
};

/** 3.1.0 has the same objects as 3.0.0: it shares the examples and descriptions written for 3.0.0. */
export const OWN_EXAMPLES: Readonly<Record<SpecVersion, Readonly<Record<string, string>>>> = {
  '3.1.0': OWN_EXAMPLES_BY_VERSION['3.0.0'],
  ...OWN_EXAMPLES_BY_VERSION,
};

/** The complete document shown with the AsyncAPI Object of 3.1.0: the 3.0.0 one, valid for both. */
export const FULL_DOCUMENT_310 = FULL_DOCUMENT_300.replace(/^asyncapi: 3\.0\.0$/m, 'asyncapi: 3.1.0');

export function introduction3(version: '3.0.0' | '3.1.0'): string {
  return `## Introduction {/* #introduction */}

An AsyncAPI document describes a message-driven application: the servers it connects to, the channels
messages travel through, the operations the application performs on them (sending or receiving) and the
shape of every message. Tools read the document to render documentation, generate code, validate messages
at run time and mock services, in the same way OpenAPI documents serve request-response APIs.

This page is the field-by-field reference of version ${version} of the document format. It is generated when
the site is built from the JSON Schemas that the AsyncAPI Initiative publishes in the \`@asyncapi/specs\`
package, so every object description, field name, type and required flag below is exactly what a
validator checks. For the full normative prose, including the rules that a schema cannot express, read
the specification document in the [asyncapi/spec repository](https://github.com/asyncapi/spec). If you
prefer to browse the structure, open the [interactive explorer](/docs/reference/specification/v${version}-explorer).

## Versioning {/* #versioning */}

The specification is versioned with semantic versioning (\`major.minor.patch\`). The \`major.minor\` part
names the feature set; patch releases only correct the text. Every document states the version it follows
in its top-level \`asyncapi\` field, which for this page MUST be \`${version}\`. Do not confuse it with
\`info.version\`, which is the version of *your* API.

A new minor version adds features without breaking documents written for an earlier minor version of the
same major. A major version may change the structure: 3.0.0 separated operations from channels and
introduced request-reply, so 2.x documents need a migration before they are valid 3.0.0 documents.

## Format {/* #format */}

A document is one JSON object. You can write it in JSON or in YAML 1.2 (YAML is a superset of JSON, so
both describe the same data). Field names are case-sensitive. Common file names are \`asyncapi.yaml\` and
\`asyncapi.json\`. A document can be split across several files: a [Reference Object](#referenceObject)
(\`$ref\`) points to a definition in the same file or in another one.

## How to read this reference {/* #how-to-read */}

- Each object has its own heading with a stable anchor, for example \`#channelObject\`, so you can link to
  it. Variants of an object (such as the kinds of security scheme) are sub-headings of that object.
- **Fixed fields** lists the fields an object can have: the name (each row has its own anchor: click the
  name to get a link), the type, whether the field is required, and its description. Types link to the
  object they refer to; \`[X]\` is an array of X, \`Map[string, X]\` is an object whose values are X, and
  \`A | B\` means either.
- **Patterned fields** are keys that are not fixed but must match a pattern. Keys starting with \`x-\` are
  [Specification Extensions](#specificationExtensions).
- Examples are in YAML. Most come from the examples published with the schemas; the others were written
  for this page. Object examples are fragments: only the first one below is a complete document.`;
}

export function introduction260(): string {
  return `:::note[3.1.0 is the current version]

This page documents AsyncAPI **2.6.0**, the last 2.x release. New documents should use
[version 3.1.0](/docs/reference/specification/v3.1.0). Tools keep reading 2.x documents, but operations,
channels and request-reply changed in 3.0.0, so plan a migration when you touch an older document.

:::

## Introduction {/* #introduction */}

An AsyncAPI 2.x document describes an application that sends and receives messages: its servers, the
channels it uses, whether it publishes or subscribes on each one, and the messages involved. This page is
generated from the JSON Schema of version 2.6.0 in the \`@asyncapi/specs\` package: object descriptions,
field names, types and required flags are exactly what a validator checks.

## How 2.x differs from 3.0.0 {/* #differences */}

- A channel is keyed by its address (for example \`user/signedup\`) and holds the operations directly:
  \`publish\` and \`subscribe\` live inside the [Channel Item Object](#channelItemObject).
- The meaning of \`publish\` and \`subscribe\` is seen from the user of the API: \`subscribe\` describes
  messages the application sends.
- Servers have a single \`url\` instead of \`host\` and \`pathname\`.
- There is no request-reply support and no top-level \`operations\`.

## Format {/* #format */}

A document is one JSON object written in JSON or YAML 1.2, with case-sensitive field names. The top-level
\`asyncapi\` field holds the specification version (here \`2.6.0\`); \`info.version\` is the version of your
API. The tables below list each object's fields with their type, whether they are required and their
description; \`[X]\` is an array of X and \`Map[string, X]\` an object whose values are X.`;
}

export function defaultContentTypeProse(schemaDescription: string): string {
  return `The default content type is not an object but a single string field of the [AsyncAPI Object](#asyncapiObject),
\`defaultContentType\`. It holds a media type such as \`application/json\` or \`application/avro\`. A message
that sets its own \`contentType\` uses that one; every other message is read with this default. The schema
describes the field as: *${schemaDescription}*`;
}

export function tagsProse(version: SpecVersion): string {
  const items =
    version !== '2.6.0'
      ? '[Tag Objects](#tagObject) or [Reference Objects](#referenceObject)'
      : '[Tag Objects](#tagObject)';
  return `The schema has no separate definition for a list of tags: wherever a \`tags\` field appears, its value is
an array of ${items}, and the schema requires the items to be unique. Tools use tags to group and filter
the parts of a document they display.`;
}

/** Descriptions written for this site, for fields whose schema has none and whose meaning is structural. By field anchor. */
const OWN_FIELD_DESCRIPTIONS_BY_VERSION: Readonly<Record<'3.0.0' | '2.6.0', Readonly<Record<string, string>>>> = {
  '3.0.0': {},
  '2.6.0': {
    'messageObject-oneOf':
      'An alternative to the other fields: a list of Message Objects, meaning that the message is any one of them. A message either uses `oneOf` alone or the other fields.',
  },
};

export const OWN_FIELD_DESCRIPTIONS: Readonly<Record<SpecVersion, Readonly<Record<string, string>>>> = {
  '3.1.0': OWN_FIELD_DESCRIPTIONS_BY_VERSION['3.0.0'],
  ...OWN_FIELD_DESCRIPTIONS_BY_VERSION,
};
