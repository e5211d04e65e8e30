/**
 * Which section of a reference page documents which definition: titles, anchors and heading levels.
 * The text of each section comes from the schemas; only the names and the order are chosen here.
 */

export type CatalogEntry = {
  /** Definition file name without `.json` (`channel`), or undefined for a section with no definition of its own. */
  file?: string;
  title: string;
  /** Heading id, stable: other pages link to it (`#channelObject`). */
  anchor: string;
  /** 2 for an object, 3 for a part of the object above it (a variant, a map of it). */
  level: 2 | 3;
  /** Extra ids that also land on this heading (names used by older links). */
  aliases?: string[];
  /** For sections with no definition: which text stands in for the description (`specPage.ts`, `content.ts`). */
  prose?: string;
};

const h2 = (
  file: string | undefined,
  title: string,
  anchor: string,
  extra: Partial<CatalogEntry> = {},
): CatalogEntry => ({
  file,
  title,
  anchor,
  level: 2,
  ...extra,
});
const h3 = (file: string, title: string, anchor: string): CatalogEntry => ({file, title, anchor, level: 3});

const SECURITY_VARIANTS = (): CatalogEntry[] => [
  h3('userPassword', 'User and Password', 'userPasswordSecurityScheme'),
  h3('apiKey', 'API Key', 'apiKeySecurityScheme'),
  h3('X509', 'X.509 Certificate', 'x509SecurityScheme'),
  h3('symmetricEncryption', 'Symmetric Encryption', 'symmetricEncryptionSecurityScheme'),
  h3('asymmetricEncryption', 'Asymmetric Encryption', 'asymmetricEncryptionSecurityScheme'),
  h3('HTTPSecurityScheme', 'HTTP Security Schemes', 'httpSecurityScheme'),
  h3('NonBearerHTTPSecurityScheme', 'HTTP Authentication (non-bearer)', 'nonBearerHttpSecurityScheme'),
  h3('BearerHTTPSecurityScheme', 'HTTP Bearer Authentication', 'bearerHttpSecurityScheme'),
  h3('APIKeyHTTPSecurityScheme', 'HTTP API Key', 'httpApiKeySecurityScheme'),
  h3('openIdConnect', 'OpenID Connect', 'openIdConnectSecurityScheme'),
  h3('SaslSecurityScheme', 'SASL Security Schemes', 'saslSecurityScheme'),
  h3('SaslPlainSecurityScheme', 'SASL PLAIN', 'saslPlainSecurityScheme'),
  h3('SaslScramSecurityScheme', 'SASL SCRAM', 'saslScramSecurityScheme'),
  h3('SaslGssapiSecurityScheme', 'SASL GSSAPI', 'saslGssapiSecurityScheme'),
];

export const CATALOG_300: readonly CatalogEntry[] = [
  h2('asyncapi', 'AsyncAPI Object', 'asyncapiObject', {aliases: ['A2SObject']}),
  h2('info', 'Info Object', 'infoObject'),
  h3('infoExtensions', 'Info Extensions', 'infoExtensions'),
  h2('contact', 'Contact Object', 'contactObject'),
  h2('license', 'License Object', 'licenseObject'),
  h2('servers', 'Servers Object', 'serversObject'),
  h2('server', 'Server Object', 'serverObject'),
  h2('serverVariable', 'Server Variable Object', 'serverVariableObject'),
  h3('serverVariables', 'Server Variables Map', 'serverVariablesMap'),
  h2(undefined, 'Default Content Type', 'defaultContentTypeString', {prose: 'defaultContentType'}),
  h2('channels', 'Channels Object', 'channelsObject'),
  h2('channel', 'Channel Object', 'channelObject'),
  h2('channelMessages', 'Messages Object', 'messagesObject'),
  h3('messages', 'Messages Map (standalone definition)', 'messagesMap'),
  h2('operations', 'Operations Object', 'operationsObject'),
  h2('operation', 'Operation Object', 'operationObject'),
  h2('operationReply', 'Operation Reply Object', 'operationReplyObject'),
  h2('operationReplyAddress', 'Operation Reply Address Object', 'operationReplyAddressObject'),
  h2('parameters', 'Parameters Object', 'parametersObject'),
  h2('parameter', 'Parameter Object', 'parameterObject'),
  h2('serverBindingsObject', 'Server Bindings Object', 'serverBindingsObject'),
  h2('channelBindingsObject', 'Channel Bindings Object', 'channelBindingsObject'),
  h2('operationBindingsObject', 'Operation Bindings Object', 'operationBindingsObject'),
  h2('messageBindingsObject', 'Message Bindings Object', 'messageBindingsObject'),
  h2(undefined, 'Tags Object', 'tagsObject', {prose: 'tags'}),
  h2('tag', 'Tag Object', 'tagObject'),
  h2('externalDocs', 'External Documentation Object', 'externalDocumentationObject'),
  h2('components', 'Components Object', 'componentsObject'),
  h2('Reference', 'Reference Object', 'referenceObject'),
  h3('ReferenceObject', 'Reference String', 'referenceString'),
  h2('schema', 'Schema Object', 'schemaObject'),
  h3('anySchema', 'Schema or Multi Format Schema', 'anySchema'),
  h2('multiFormatSchema', 'Multi Format Schema Object', 'multiFormatSchemaObject'),
  h2('messageObject', 'Message Object', 'messageObject'),
  h2('messageTrait', 'Message Trait Object', 'messageTraitObject'),
  h2('messageExampleObject', 'Message Example Object', 'messageExampleObject'),
  h2('operationTrait', 'Operation Trait Object', 'operationTraitObject'),
  h2('SecurityScheme', 'Security Scheme Object', 'securitySchemeObject'),
  h3('securityRequirements', 'Security Requirements', 'securityRequirements'),
  ...SECURITY_VARIANTS(),
  h2('oauth2Flows', 'OAuth Flows Object', 'oauthFlowsObject'),
  h2('oauth2Flow', 'OAuth Flow Object', 'oauthFlowObject'),
  h3('oauth2Scopes', 'OAuth Scopes Map', 'oauthScopesMap'),
  h2('correlationId', 'Correlation ID Object', 'correlationIdObject'),
  h2('specificationExtension', 'Specification Extensions', 'specificationExtensions'),
];

export const CATALOG_260: readonly CatalogEntry[] = [
  h2('asyncapi', 'AsyncAPI Object', 'asyncapiObject', {aliases: ['A2SObject']}),
  h2('info', 'Info Object', 'infoObject'),
  h2('contact', 'Contact Object', 'contactObject'),
  h2('license', 'License Object', 'licenseObject'),
  h2('servers', 'Servers Object', 'serversObject'),
  h2('server', 'Server Object', 'serverObject'),
  h2('serverVariable', 'Server Variable Object', 'serverVariableObject'),
  h3('serverVariables', 'Server Variables Map', 'serverVariablesMap'),
  h2(undefined, 'Default Content Type', 'defaultContentTypeString', {prose: 'defaultContentType'}),
  h2('channels', 'Channels Object', 'channelsObject'),
  h2('channelItem', 'Channel Item Object', 'channelItemObject'),
  h2('operation', 'Operation Object', 'operationObject'),
  h2('operationTrait', 'Operation Trait Object', 'operationTraitObject'),
  h2('parameters', 'Parameters Object', 'parametersObject'),
  h2('parameter', 'Parameter Object', 'parameterObject'),
  h2('bindingsObject', 'Bindings Object', 'bindingsObject'),
  h2(undefined, 'Tags Object', 'tagsObject', {prose: 'tags'}),
  h2('tag', 'Tag Object', 'tagObject'),
  h2('externalDocs', 'External Documentation Object', 'externalDocumentationObject'),
  h2('components', 'Components Object', 'componentsObject'),
  h3('schemas', 'Schemas Map', 'schemasMap'),
  h3('messages', 'Messages Map', 'messagesMap'),
  h2('Reference', 'Reference Object', 'referenceObject'),
  h3('ReferenceObject', 'Reference String', 'referenceString'),
  h2('schema', 'Schema Object', 'schemaObject'),
  h2('message', 'Message Object', 'messageObject'),
  h2('messageTrait', 'Message Trait Object', 'messageTraitObject'),
  h2('correlationId', 'Correlation ID Object', 'correlationIdObject'),
  h2('SecurityScheme', 'Security Scheme Object', 'securitySchemeObject'),
  ...SECURITY_VARIANTS(),
  h2('SecurityRequirement', 'Security Requirement Object', 'securityRequirementObject'),
  h2('oauth2Flows', 'OAuth Flows Object', 'oauthFlowsObject'),
  h2('oauth2Flow', 'OAuth Flow Object', 'oauthFlowObject'),
  h3('oauth2Scopes', 'OAuth Scopes Map', 'oauthScopesMap'),
  h2('specificationExtension', 'Specification Extensions', 'specificationExtensions'),
];

/** Pages outside the specification that definitions point to. */
export const EXTERNAL_LINKS: readonly {match: RegExp; label: string; href?: string}[] = [
  {
    match: /^http:\/\/json-schema\.org\/draft-07\/schema$/,
    label: 'JSON Schema Draft 07',
    href: 'https://json-schema.org/specification-links#draft-7',
  },
  {
    match: /openapiSchema_3_0\.json$/,
    label: 'OpenAPI 3.0 Schema Object',
    href: 'https://spec.openapis.org/oas/v3.0.3#schema-object',
  },
  {match: /avroSchema_v1\.json$/, label: 'Avro 1.9 schema', href: 'https://avro.apache.org/docs/1.9.0/spec.html'},
];
