/**
 * Companies that have described in public how they use AsyncAPI: the name and the talks, articles, slides or
 * docs where they did so (facts from the initiative's public adopters list; the bank's name is spelled as the
 * bank spells it). Shown on the home page as links; no logos.
 */

export const ADOPTERS_FILE = 'src/data/adopters.ts';

export const RESOURCE_KINDS = ['video', 'article', 'slides', 'docs'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export type AdopterResource = {
  kind: ResourceKind;
  title: string;
  url: string;
};

export type Adopter = {
  name: string;
  /** The first resource is the company name's link. */
  resources: AdopterResource[];
};

export const adopters: readonly Adopter[] = [
  {
    name: 'Raiffeisen Bank',
    resources: [
      {
        kind: 'video',
        title: 'From an AsyncAPI Definition to a Deployed Pulsar Topology Via GitOps',
        url: 'https://www.youtube.com/watch?v=_MwzLZMwFN8',
      },
    ],
  },
  {
    name: 'LEGO Group',
    resources: [
      {
        kind: 'video',
        title: 'Documentation as Configuration for Management of Apache Pulsar',
        url: 'https://www.youtube.com/watch?v=m8I0fYjx6Cc',
      },
      {
        kind: 'video',
        title: 'Cross-Domain Events with AsyncAPI and AWS',
        url: 'https://www.youtube.com/watch?v=qjarcJQVLOg',
      },
    ],
  },
  {
    name: 'Bank of New Zealand',
    resources: [
      {
        kind: 'video',
        title: 'Self-service Events & Decentralised Governance with AsyncAPI: A Real World Example',
        url: 'https://www.confluent.io/events/kafka-summit-apac-2021/self-service-events-and-decentralised-governance-with-asyncapi-a-real-world/',
      },
    ],
  },
  {
    name: 'Zora Robotics',
    resources: [
      {
        kind: 'video',
        title: 'Building and managing an extensive API for Robotics and IoT',
        url: 'https://www.youtube.com/watch?v=yjHgT0n2BtA',
      },
      {
        kind: 'docs',
        title: 'Building and managing an extensive API for Robotics and IoT',
        url: 'https://docs.zorabots.be/dev-mqtt-docs/latest/index.html',
      },
    ],
  },
  {
    name: 'Walmart',
    resources: [
      {kind: 'video', title: 'Time For AsyncAPI Specification', url: 'https://www.youtube.com/watch?v=SxTpGRaNIPo'},
    ],
  },
  {
    name: 'eBay',
    resources: [
      {
        kind: 'video',
        title: 'AsyncAPI 2.0: Enabling the Event-Driven World',
        url: 'https://www.youtube.com/watch?v=SxTpGRaNIPo',
      },
      {
        kind: 'article',
        title: 'AsyncAPI 2.0: Enabling the Event-Driven World',
        url: 'https://innovation.ebayinc.com/tech/engineering/asyncapi-2-0-enabling-the-event-driven-world/',
      },
      {
        kind: 'docs',
        title: 'Overview of Notification API with public AsyncAPI documents',
        url: 'https://developer.ebay.com/api-docs/commerce/notification/overview.html',
      },
    ],
  },
  {
    name: 'Postman',
    resources: [
      {
        kind: 'video',
        title: 'Turbocharging your Developer Ecosystem with Events Powered by SNS/SQS, Serverless, and AsyncAPI',
        url: 'https://www.youtube.com/watch?v=0_7QZyKLPoE',
      },
    ],
  },
  {
    name: 'Adobe',
    resources: [
      {
        kind: 'slides',
        title: 'AsyncAPI and Modelina',
        url: 'https://drive.google.com/file/d/1AVCG9_fFtuOtrvZVZWENmU2aDT7C51Jr/view?usp=sharing',
      },
    ],
  },
  {
    name: 'Open University of Catalonia and Prodevelop',
    resources: [
      {
        kind: 'video',
        title: 'Leveraging AsyncAPI To Detect Anomalies in Smart Ports Platforms',
        url: 'https://www.youtube.com/watch?v=m4KS6FSeTT4',
      },
    ],
  },
  {
    name: 'Oracle',
    resources: [
      {
        kind: 'video',
        title: 'Productizing AsyncAPI for Data Replication',
        url: 'https://www.youtube.com/watch?v=CGLlxYy66LY',
      },
    ],
  },
  {
    name: 'TransferGo',
    resources: [
      {
        kind: 'slides',
        title: 'How TransferGo Uses AsyncAPI To Improve Developer Experience',
        url: 'https://drive.google.com/file/d/1t7tYMr8FMRInaZV0lWod1QfDuhhSjwBJ/view?usp=sharing',
      },
    ],
  },
  {
    name: 'Kuehne+Nagel',
    resources: [
      {
        kind: 'slides',
        title: 'AsyncAPI For Platform Self-Service: A GitOps Tale',
        url: 'https://drive.google.com/file/d/1y67PI8NaITPPwZAiDF2Zs7ISfcIpqMV8/view?usp=sharing',
      },
    ],
  },
  {
    name: 'Adidas',
    resources: [
      {
        kind: 'docs',
        title: 'AsyncAPI and Kafka Guidelines',
        url: 'https://adidas.gitbook.io/api-guidelines/asynchronous-api-guidelines/kafka-asynchronous-guidelines/a_introduction/why-asyncapi',
      },
    ],
  },
  {
    name: 'Morgan Stanley',
    resources: [
      {
        kind: 'slides',
        title: 'Deploying WebSockets with AsyncAPI and Architecture as Code',
        url: 'https://drive.google.com/file/d/1YzLwQZsMUXGwj_Lsqv-ZnvV2knuowWrS/view?usp=drive_link',
      },
    ],
  },
];
