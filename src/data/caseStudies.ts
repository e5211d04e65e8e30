/**
 * Case studies and adopters: companies that have described in public how they use AsyncAPI.
 * Facts (companies, industries, technologies, tools, links) come from the initiative's published case-study
 * and adopter records; all descriptions are our own summaries of those facts. Text fields are plain text in
 * which `backticks` mark code (see `splitInlineCode` in `src/lib/inlineCode.ts`).
 */

export type ExternalLink = {title: string; url: string};

/** A tool named in a case study; `url` is missing for a company's internal tools. */
export type ToolLink = {name: string; url?: string};

export type IntegrationPattern = {name: string; url: string; usage: string};

export type CaseStudy = {
  /** The URL segment: /casestudies/<id>. */
  id: string;
  company: {
    name: string;
    industry: string;
    website: string;
    about: string;
    /** Key figures as published by the company, already formatted for display. */
    figures: {label: string; value: string}[];
  };
  /** One sentence for the case-study card. */
  summary: string;
  challenge: string[];
  solution: string[];
  architecture: {overview: string[]; patterns: IntegrationPattern[]};
  technology: {languages: string[]; frameworks: string[]; protocols: string[]; brokers: string[]};
  schemas: {label: string; value: string}[];
  asyncapi: {versions: string[]; details: {label: string; value: string}[]};
  tools: ToolLink[];
  resources: ExternalLink[];
};

export type Adopter = {company: string; summary: string; resources: ExternalLink[]; caseStudy?: string};

const EIP = 'https://www.enterpriseintegrationpatterns.com/patterns/messaging';

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'adeo',
    company: {
      name: 'Adeo Group',
      industry: 'Retail',
      website: 'https://www.adeo.com/',
      about:
        'Adeo runs several retail brands for home improvement and do-it-yourself customers; Leroy Merlin is the best known of them.',
      figures: [
        {label: 'Customers', value: '500 million'},
        {label: 'Turnover', value: '€25.6 billion, of which €768 million online'},
      ],
    },
    summary:
      'A pricing product documents its Kafka API with AsyncAPI and Avro, and publishes the docs from the same pipeline that releases the code.',
    challenge: [
      'The Cost Component Repository, one of Adeo’s internal tech products, calculates and publishes the transfer prices used when goods move between the group’s locations around the world.',
      'Its users sit in many business units. Each unit has its own information systems and its own way of describing them, so learning how a system shares data, and how far that description can be trusted, took real effort.',
      'A developer portal that listed every application with a link to its documentation helped only partly: some legacy systems were still documented in spreadsheets. The team needed one standard way to describe an event-driven API.',
    ],
    solution: [
      'The product’s API is now described in an AsyncAPI document that lives in the same repository as the source code. The release pipeline turns it into HTML documentation, which ships with the product and is available to every internal team that depends on the API.',
      'Message payloads are Avro schemas. The same schemas generate the Java models and are referenced from the AsyncAPI document with `schemaFormat` and `$ref`, so the code and the documentation cannot drift apart.',
      'With a machine-readable description in place, the team found further uses for the document beyond documentation.',
    ],
    architecture: {
      overview: [
        'Java services built with Spring exchange messages over Apache Kafka, together with Kafka Connect. The production cluster has 15 brokers and 47 topics.',
        'End-to-end tests of the Kafka flows run with Zerocode; load tests use JMeter with the KLoadGen plugin, which understands Kafka and Avro.',
      ],
      patterns: [
        {
          name: 'Request-Reply',
          url: `${EIP}/RequestReply.html`,
          usage: 'Replies go to a dedicated reply topic, which the channel’s `description` explains.',
        },
        {
          name: 'Return Address',
          url: `${EIP}/ReturnAddress.html`,
          usage:
            'The requester names the topic for the reply in a `REPLY_TOPIC` message header, documented in the message’s headers schema.',
        },
        {
          name: 'Correlation Identifier',
          url: `${EIP}/CorrelationIdentifier.html`,
          usage:
            'Requests carry a `REQUEST_ID` header and replies a `CORRELATION_ID` header; both are documented and tied together with the AsyncAPI `correlationId` field.',
        },
        {
          name: 'Dead Letter Channel',
          url: `${EIP}/DeadLetterChannel.html`,
          usage:
            'Undeliverable messages go to a separate Kafka topic. It is left out of the AsyncAPI document because API consumers never read from it.',
        },
        {
          name: 'Invalid Message Channel',
          url: `${EIP}/InvalidMessageChannel.html`,
          usage: 'Rejected requests are routed to their own topic, also kept out of the public contract.',
        },
      ],
    },
    technology: {
      languages: ['Java'],
      frameworks: ['Spring'],
      protocols: ['Kafka'],
      brokers: ['Apache Kafka with Kafka Connect'],
    },
    schemas: [
      {label: 'Format', value: 'Avro 1.9'},
      {label: 'Storage', value: 'In the product’s Git repository, next to the code.'},
      {label: 'Registry', value: 'Confluent Schema Registry; schemas are published to it at release time.'},
      {label: 'Validation', value: 'Through Confluent Schema Registry.'},
      {
        label: 'Versioning',
        value:
          'Each schema carries a `version` that matches the product’s Git tag, and the registry version follows the same tag.',
      },
    ],
    asyncapi: {
      versions: ['3.0.0'],
      details: [
        {
          label: 'Goal',
          value:
            'Describe the product’s API in a standard, machine-readable way that other internal products can follow.',
        },
        {
          label: 'Editing',
          value: 'Developers edit the document in IntelliJ IDEA, and occasionally in AsyncAPI Studio.',
        },
        {label: 'Audience', value: 'Internal teams.'},
        {
          label: 'Documentation',
          value:
            'A Maven profile runs the AsyncAPI Generator with the HTML template during the build; the result is served by a Spring controller inside the product and published by a GitHub Actions pipeline.',
        },
        {
          label: 'Bindings',
          value:
            'Kafka bindings on servers, channels, operations and messages, for example the schema registry URL and topic settings.',
        },
        {label: 'Extensions', value: 'Custom `x-` properties describe the Kafka security settings (SASL over TLS).'},
      ],
    },
    tools: [
      {name: 'AsyncAPI Generator', url: 'https://github.com/asyncapi/generator'},
      {name: 'AsyncAPI HTML Template', url: 'https://github.com/asyncapi/html-template'},
      {name: 'AsyncAPI JavaScript Parser', url: 'https://github.com/asyncapi/parser-js'},
      {name: 'AsyncAPI Avro Schema Parser', url: 'https://github.com/asyncapi/avro-schema-parser'},
      {name: 'Zerocode', url: 'https://github.com/authorjapps/zerocode'},
      {name: 'Apache JMeter', url: 'https://jmeter.apache.org/'},
      {name: 'KLoadGen', url: 'https://github.com/corunet/kloadgen'},
    ],
    resources: [
      {title: 'Video: AsyncAPI at Adeo, a case-study presentation', url: 'https://www.youtube.com/watch?v=WwhRbvrf6Rs'},
      {title: 'Enterprise Integration Patterns: messaging patterns', url: EIP},
    ],
  },
  {
    id: 'hdi',
    company: {
      name: 'HDI Global SE',
      industry: 'Insurance',
      website: 'https://www.hdi.global/',
      about:
        'HDI offers life and property and casualty insurance in Germany and abroad, to private customers as well as to businesses.',
      figures: [
        {label: 'Customers', value: '5,000'},
        {label: 'Revenue', value: '€9.1 billion'},
      ],
    },
    summary:
      'A platform team generates AsyncAPI documents from its GitOps topic configuration, so every Azure Service Bus topic shows up in a shared catalogue.',
    challenge: [
      'HDI’s Integration Platform team provides three products to the rest of the company: Azure API Management, Azure Event Hubs and Azure Service Bus.',
      'Synchronous APIs were already described with OpenAPI, and the team wanted the same transparency for asynchronous messaging. Teams manage their own Service Bus topics and subscriptions in a self-service, GitOps way, by editing a configuration model in their repositories.',
      'What a topic carries was therefore spread across many repositories. Anyone who wanted to subscribe had no single place to see which topics exist and what their messages look like.',
    ],
    solution: [
      'Every change to a topic configuration triggers a pipeline. It reads the configuration from the owning team’s repository and passes it to a Bash script that writes an AsyncAPI document, with one channel per topic.',
      'The AsyncAPI CLI validates the new document before anything is committed. The document and a Markdown rendering of it are then stored in a documentation repository that backs the Azure DevOps wiki, which every developer in the company can read.',
      'As a result, asynchronous communication is now as easy to discover as the synchronous APIs.',
    ],
    architecture: {
      overview: [
        'Services written in Java (Spring Boot) and .NET talk over AMQP through Azure Service Bus topics. The documentation pipeline itself is a Bash script.',
      ],
      patterns: [
        {
          name: 'Message Channel',
          url: `${EIP}/MessageChannel.html`,
          usage: 'Each AsyncAPI channel stands for one existing Service Bus topic that can be subscribed to.',
        },
        {
          name: 'Message',
          url: `${EIP}/Message.html`,
          usage: 'Each channel lists its messages by name, with their content type and payload.',
        },
        {
          name: 'Document Message',
          url: `${EIP}/DocumentMessage.html`,
          usage:
            'Payloads are self-contained documents. Their JSON Schema, kept in a separate file in the team’s repository, is copied into the document’s `components` so that everything is in one place.',
        },
      ],
    },
    technology: {
      languages: ['Java', '.NET', 'Bash'],
      frameworks: ['Spring Boot'],
      protocols: ['AMQP'],
      brokers: ['Azure Service Bus'],
    },
    schemas: [
      {label: 'Format', value: 'JSON Schema'},
      {
        label: 'Storage',
        value: 'A self-service Git repository in which each team defines the schemas of the topics it owns.',
      },
      {label: 'Registry', value: 'None'},
      {label: 'Versioning', value: 'Each team chooses how to version its own schema files.'},
      {
        label: 'Validation',
        value: 'Ajv checks JSON data against its schema in the pull-request pipeline that the platform team provides.',
      },
    ],
    asyncapi: {
      versions: ['3.0.0'],
      details: [
        {label: 'Use today', value: 'Documentation: an overview of all topics and the structure of their messages.'},
        {
          label: 'Plans',
          value:
            'Generating Java DTOs from the documents, feeding an internal developer portal with both synchronous and asynchronous APIs, and evaluating AsyncAPI documents as the configuration source itself.',
        },
        {
          label: 'Maintenance',
          value: 'Automatic: teams only maintain their topic configuration, and the pipeline regenerates the document.',
        },
        {label: 'Audience', value: 'Internal developers.'},
        {
          label: 'Documentation',
          value: 'Generated with the AsyncAPI CLI and the Markdown template, then published to the Azure DevOps wiki.',
        },
        {
          label: 'Code generation',
          value: 'Not offered by the platform team; consuming teams may use any generator they like.',
        },
      ],
    },
    tools: [
      {name: 'AsyncAPI CLI', url: 'https://github.com/asyncapi/cli'},
      {name: 'AsyncAPI Generator', url: 'https://github.com/asyncapi/generator'},
      {name: 'AsyncAPI Markdown Template', url: 'https://github.com/asyncapi/markdown-template'},
      {name: 'Ajv', url: 'https://ajv.js.org/'},
    ],
    resources: [
      {title: 'HDI Global', url: 'https://www.hdi.global/'},
      {title: 'Enterprise Integration Patterns: messaging patterns', url: EIP},
    ],
  },
  {
    id: 'transfergo',
    company: {
      name: 'TransferGo',
      industry: 'Fintech and payments',
      website: 'https://www.transfergo.com/',
      about:
        'Founded in 2012, TransferGo sends money across borders for people living and working abroad, with a focus on speed, low cost and accessibility, in more than 160 countries.',
      figures: [{label: 'Customers', value: 'More than 8 million'}],
    },
    summary:
      'A code-first approach generates AsyncAPI from PHP and .NET code, validates it in CI and publishes it to a developer portal and an event catalogue covering more than 300 channels.',
    challenge: [
      'In 2021 TransferGo’s Backend Guild looked at how teams documented their REST and asynchronous APIs, and found as many approaches as teams. Keeping schemas current was hard.',
      'Once there were more than 50 services and many new events, inconsistent and invalid schemas started to appear. Raw YAML was not pleasant to read, which hurt discoverability and adoption.',
      'With more than 300 channels, it became difficult to see which events were published at all and to trust what the documentation said about them.',
    ],
    solution: [
      'TransferGo chose AsyncAPI as the common format and went code-first: an internal library uses reflection in PHP and .NET to build AsyncAPI documents straight from the DTOs, so nothing is described twice.',
      'The AsyncAPI CLI runs in the pipelines to validate documents and shrink large ones. TransferGo also contributed schema scoring to the CLI, which nudges teams to keep their documents tidy.',
      'GitHub Actions publish every document to S3, and the Port.io developer portal shows them in one place where developers can browse and search service contracts.',
      'At scale, EventCatalog maps the 300+ channels and shows where integrations are missing. Contract tests with Microcks and LocalStack run in Jenkins, and an internal command-line tool, API Guardian, compares the AsyncAPI documents with the infrastructure that is actually deployed.',
    ],
    architecture: {
      overview: [
        'Money transfers rely on an event-driven architecture. Services publish and consume events mostly through AWS SNS and SQS, with Kafka where it fits better. Symfony workers process incoming messages.',
        'Contract tests validate message-driven services against their AsyncAPI documents in Jenkins, with LocalStack standing in for the cloud.',
      ],
      patterns: [],
    },
    technology: {
      languages: ['PHP', 'C# (.NET)', 'JavaScript (Node.js)'],
      frameworks: ['Symfony', 'ASP.NET'],
      protocols: ['SNS', 'SQS', 'Kafka'],
      brokers: ['AWS SNS and SQS', 'Apache Kafka'],
    },
    schemas: [
      {label: 'Format', value: 'JSON Schema generated from DTOs.'},
      {label: 'Storage', value: 'Generated from code into GitHub repositories, then published to an S3 bucket.'},
      {label: 'Registry', value: 'None; S3 and the developer portal distribute the schemas.'},
      {label: 'Versioning', value: 'Per service, following the service’s releases.'},
      {label: 'Validation', value: 'The AsyncAPI CLI, enforced by the Jenkins CI pipelines.'},
    ],
    asyncapi: {
      versions: ['2.6.0', '3.0.0'],
      details: [
        {
          label: 'Maintenance',
          value: 'The Backend Guild owns the libraries and tooling; each service team owns its AsyncAPI documents.',
        },
        {label: 'Audience', value: 'Internal developers.'},
        {
          label: 'Documentation',
          value:
            'First rendered with the AsyncAPI React component; today the Port.io developer portal presents all documents.',
        },
        {label: 'Code generation', value: 'Code-first: documents are generated from DTOs, not the other way round.'},
      ],
    },
    tools: [
      {name: 'AsyncAPI CLI', url: 'https://github.com/asyncapi/cli'},
      {name: 'AsyncAPI React component', url: 'https://github.com/asyncapi/asyncapi-react'},
      {name: 'AsyncAPI Modelina', url: 'https://github.com/asyncapi/modelina'},
      {name: 'Port.io developer portal', url: 'https://www.port.io/'},
      {name: 'EventCatalog', url: 'https://www.eventcatalog.dev/'},
      {name: 'Microcks', url: 'https://microcks.io/'},
      {name: 'LocalStack', url: 'https://github.com/localstack/localstack'},
      {name: 'API Guardian (internal tool)'},
    ],
    resources: [
      {
        title: 'Slides (2023): How TransferGo Uses AsyncAPI To Improve Developer Experience',
        url: 'https://drive.google.com/file/d/1t7tYMr8FMRInaZV0lWod1QfDuhhSjwBJ/view?usp=sharing',
      },
    ],
  },
];

/** Companies that have talked or written in public about their use of AsyncAPI, A to Z by company. */
export const adopters: readonly Adopter[] = [
  {
    company: 'Adidas',
    summary:
      'Its public API guidelines name AsyncAPI as the way to describe Kafka-based asynchronous APIs, for documentation and code generation.',
    resources: [
      {
        title: 'Docs: AsyncAPI and Kafka Guidelines',
        url: 'https://adidas.gitbook.io/api-guidelines/asynchronous-api-guidelines/kafka-asynchronous-guidelines/a_introduction/why-asyncapi',
      },
    ],
  },
  {
    company: 'Adobe',
    summary:
      'Generates classes from the message payloads in AsyncAPI documents to give developers typed event models sooner.',
    resources: [
      {
        title: 'Slides: AsyncAPI and Modelina',
        url: 'https://drive.google.com/file/d/1AVCG9_fFtuOtrvZVZWENmU2aDT7C51Jr/view?usp=sharing',
      },
    ],
  },
  {
    company: 'Bank of New Zealand',
    summary:
      'Runs decentralised, company-wide API governance with a self-service platform where teams publish their APIs and documentation.',
    resources: [
      {
        title: 'Video: Self-service Events & Decentralised Governance with AsyncAPI: A Real World Example',
        url: 'https://www.confluent.io/events/kafka-summit-apac-2021/self-service-events-and-decentralised-governance-with-asyncapi-a-real-world/',
      },
    ],
  },
  {
    company: 'eBay',
    summary:
      'Publishes AsyncAPI documents for its notification APIs so that partners can generate code and integrate quickly.',
    resources: [
      {
        title: 'Video: AsyncAPI 2.0: Enabling the Event-Driven World',
        url: 'https://www.youtube.com/watch?v=SxTpGRaNIPo',
      },
      {
        title: 'Article: AsyncAPI 2.0: Enabling the Event-Driven World',
        url: 'https://innovation.ebayinc.com/tech/engineering/asyncapi-2-0-enabling-the-event-driven-world/',
      },
      {
        title: 'Docs: Overview of Notification API with public AsyncAPI documents',
        url: 'https://developer.ebay.com/api-docs/commerce/notification/overview.html',
      },
    ],
  },
  {
    company: 'Kuehne+Nagel',
    summary:
      'Lets teams manage Kafka infrastructure and access rights themselves through a GitOps pipeline that checks AsyncAPI documents on every pull request.',
    resources: [
      {
        title: 'Slides: AsyncAPI For Platform Self-Service: A GitOps Tale',
        url: 'https://drive.google.com/file/d/1y67PI8NaITPPwZAiDF2Zs7ISfcIpqMV8/view?usp=sharing',
      },
    ],
  },
  {
    company: 'LEGO Group',
    summary:
      'Developers upload AsyncAPI documents to a self-service API that provisions Pulsar topics and access for them; AsyncAPI also describes and governs event APIs shared between domains.',
    resources: [
      {
        title: 'Video: Documentation as Configuration for Management of Apache Pulsar',
        url: 'https://www.youtube.com/watch?v=m8I0fYjx6Cc',
      },
      {title: 'Video: Cross-Domain Events with AsyncAPI and AWS', url: 'https://www.youtube.com/watch?v=qjarcJQVLOg'},
    ],
  },
  {
    company: 'Morgan Stanley',
    summary:
      'Promotes AsyncAPI inside the company and within the FINOS foundation as part of managing architecture as code.',
    resources: [
      {
        title: 'Slides: Deploying WebSockets with AsyncAPI and Architecture as Code',
        url: 'https://drive.google.com/file/d/1YzLwQZsMUXGwj_Lsqv-ZnvV2knuowWrS/view?usp=drive_link',
      },
    ],
  },
  {
    company: 'Open University of Catalonia and Prodevelop',
    summary:
      'Monitor smart ports design-first: UML models generate AsyncAPI documents, extended with service-level properties that drive real-time quality-of-service monitoring.',
    resources: [
      {
        title: 'Video: Leveraging AsyncAPI To Detect Anomalies in Smart Ports Platforms',
        url: 'https://www.youtube.com/watch?v=m4KS6FSeTT4',
      },
    ],
  },
  {
    company: 'Oracle',
    summary:
      'Documents data-streaming APIs with AsyncAPI and generates client libraries in several languages from them.',
    resources: [
      {title: 'Video: Productizing AsyncAPI for Data Replication', url: 'https://www.youtube.com/watch?v=CGLlxYy66LY'},
    ],
  },
  {
    company: 'Postman',
    summary:
      'Built Synapse, an internal tool that provisions complete event infrastructure with AsyncAPI documents as the source of truth.',
    resources: [
      {
        title: 'Video: Turbocharging your Developer Ecosystem with Events Powered by SNS/SQS, Serverless, and AsyncAPI',
        url: 'https://www.youtube.com/watch?v=0_7QZyKLPoE',
      },
    ],
  },
  {
    company: 'Raiffeisen Bank',
    summary:
      'Deploys Apache Pulsar topologies defined in AsyncAPI documents through a GitOps CI/CD pipeline and a Kubernetes operator.',
    resources: [
      {
        title: 'Video: From an AsyncAPI Definition to a Deployed Pulsar Topology Via GitOps',
        url: 'https://www.youtube.com/watch?v=_MwzLZMwFN8',
      },
    ],
  },
  {
    company: 'TransferGo',
    summary: 'Documents its services with AsyncAPI, renders the docs and builds catalogues of its events.',
    resources: [
      {
        title: 'Slides: How TransferGo Uses AsyncAPI To Improve Developer Experience',
        url: 'https://drive.google.com/file/d/1t7tYMr8FMRInaZV0lWod1QfDuhhSjwBJ/view?usp=sharing',
      },
    ],
    caseStudy: 'transfergo',
  },
  {
    company: 'Walmart',
    summary:
      'Runs a central API hub for internal teams, where AsyncAPI makes events easier to find and supports governance of asynchronous APIs.',
    resources: [{title: 'Video: Time For AsyncAPI Specification', url: 'https://www.youtube.com/watch?v=SxTpGRaNIPo'}],
  },
  {
    company: 'Zora Robotics',
    summary: 'Documents the public MQTT APIs of its robotics and IoT products and builds a developer portal on them.',
    resources: [
      {
        title: 'Video: Building and managing an extensive API for Robotics and IoT',
        url: 'https://www.youtube.com/watch?v=yjHgT0n2BtA',
      },
      {
        title: 'Docs: Building and managing an extensive API for Robotics and IoT',
        url: 'https://docs.zorabots.be/dev-mqtt-docs/latest/index.html',
      },
    ],
  },
];

export function findCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}
