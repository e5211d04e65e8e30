/**
 * The initiative's ambassadors. Facts (names, handles, company, country, titles and links of public talks and
 * articles) come from the initiative's public ambassadors list; only contributions with a public link are kept.
 * The avatar is derived from the GitHub handle.
 */

export const CONTRIBUTION_KINDS = ['talk', 'article', 'project'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

export type AmbassadorContribution = {
  kind: ContributionKind;
  title: string;
  url: string;
  year: number;
  /** 1-12, when known. */
  month?: number;
};

export type Ambassador = {
  name: string;
  github: string;
  x?: string;
  linkedin?: string;
  company?: string;
  /** Country name in English. */
  country?: string;
  contributions: readonly AmbassadorContribution[];
};

export const AMBASSADORS: readonly Ambassador[] = [
  {
    name: 'Daniel Kocot',
    github: 'danielkocot',
    linkedin: 'danielkocot',
    company: 'adorsys GmbH & Co. KG',
    country: 'Germany',
    contributions: [
      {
        kind: 'article',
        title: 'AsyncAPI - Documentation of event and message-driven architectures',
        url: 'https://blog.codecentric.de/en/2021/09/asyncapi-documentation-event-message-driven-architectures/',
        year: 2021,
        month: 9,
      },
      {
        kind: 'article',
        title: 'AsyncAPI specification updates',
        url: 'https://blog.codecentric.de/en/2022/02/asyncapi-version-2-3-0-specification-updates/',
        year: 2022,
        month: 2,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI 101',
        url: 'https://www.buildingiot.de/veranstaltung-13856-0-asyncapi-101.html',
        year: 2022,
        month: 5,
      },
      {
        kind: 'talk',
        title: 'Adopting AsyncAPI in Enterprisey Contexts, AsyncAPI Conference',
        url: 'https://www.youtube.com/watch?v=_wTcV63jrnU',
        year: 2022,
        month: 11,
      },
    ],
  },
  {
    name: 'Giri Venkatesan',
    github: 'gvensan',
    x: 'giri_venkatesan',
    linkedin: 'girivenkatesan',
    company: 'Solace',
    country: 'India',
    contributions: [
      {
        kind: 'article',
        title: 'Bridging Design and Runtime Gaps: AsyncAPI in Event-Driven Architecture',
        url: 'https://www.linux.com/news/bridging-design-and-runtime-gaps-asyncapi-in-event-driven-architecture/',
        year: 2024,
        month: 2,
      },
      {
        kind: 'talk',
        title: 'Bridging the Gap between Design and Runtime in EDA with AsyncAPI and CI/CD',
        url: 'https://www.youtube.com/watch?v=CXt-fy82PCk',
        year: 2023,
        month: 11,
      },
      {
        kind: 'talk',
        title: 'Bridging the Gap between Design and Runtime in EDA with AsyncAPI',
        url: 'https://www.youtube.com/watch?v=ewpADLeLNE4',
        year: 2023,
        month: 8,
      },
      {
        kind: 'article',
        title: 'AsyncAPI + Spring Cloud Stream = Event-Driven Microservices Made Easy',
        url: 'https://www.youtube.com/watch?v=3EeMHhbwyOQ&t=4142s',
        year: 2021,
        month: 11,
      },
    ],
  },
  {
    name: 'Hugo Guerrero',
    github: 'hguerrero',
    x: 'hguerreroo',
    linkedin: 'hugoguerrero',
    company: 'Kong',
    country: 'Mexico',
    contributions: [
      {
        kind: 'talk',
        title: 'Speed-Up Kafka Delivery with AsyncAPI & Microcks',
        url: 'https://www.confluent.io/events/kafka-summit-apac-2021/speed-up-kafka-delivery-with-asyncapi-and-microcks/',
        year: 2021,
        month: 7,
      },
      {
        kind: 'talk',
        title: 'Automated Apache Kafka Mocking and Testing with AsyncAPI',
        url: 'https://www.confluent.io/events/kafka-summit-americas-2021/automated-apache-kafka-mocking-and-testing-with-asyncapi/',
        year: 2021,
        month: 9,
      },
      {
        kind: 'talk',
        title: 'Event-driven APIs & Schema governance for Apache Kafka, Apidays LIVE Hong Kong',
        url: 'https://www.youtube.com/watch?v=rwlHJkgaRdw',
        year: 2021,
        month: 8,
      },
      {
        kind: 'talk',
        title: 'Event-driven APIs & Schema governance for Apache Kafka, API Specification Conference',
        url: 'https://www.youtube.com/watch?v=QZ4cJyTw-U0',
        year: 2021,
        month: 8,
      },
      {
        kind: 'talk',
        title: 'Getting started with Event-Driven APIs, Apidays LIVE Paris',
        url: 'https://www.youtube.com/watch?v=_kIE-qtpwTA&t=9s',
        year: 2021,
        month: 12,
      },
    ],
  },
  {
    name: 'Ivan Garcia Sainz-Aja',
    github: 'ivangsa',
    x: 'ivangsa',
    linkedin: 'ivangarciasainzaja',
    company: 'ZenWave360',
    contributions: [
      {
        kind: 'project',
        title: 'AsyncAPI Conference On Tour 2023 - Madrid',
        url: 'https://www.youtube.com/playlist?list=PLbi1gRlP7pihD-7XYb6c9wcTdkavDzF3_',
        year: 2023,
        month: 10,
      },
      {
        kind: 'project',
        title: 'ZenWave SDK - Code Generator for AsyncAPI with Spring Cloud Streams',
        url: 'https://www.zenwave360.io/zenwave-sdk/plugins/asyncapi-spring-cloud-streams3/',
        year: 2024,
      },
      {
        kind: 'article',
        title: 'API-First with AsyncAPI',
        url: 'https://www.zenwave360.io/posts/API-First-with-AsyncAPI-And-ZenWave-SDK/',
        year: 2023,
        month: 3,
      },
      {
        kind: 'article',
        title: 'ZenWave AsyncAPI Code Generator',
        url: 'https://www.zenwave360.io/posts/ZenWave-AsyncAPI-Code-Generator/',
        year: 2023,
        month: 3,
      },
      {
        kind: 'article',
        title: 'Generating AsyncAPI definition files from JDL with ZenWaveSDK',
        url: 'https://www.zenwave360.io/posts/JHipster-As-IDL-for-AsyncAPIv2/',
        year: 2023,
        month: 4,
      },
      {
        kind: 'talk',
        title: 'KIT - API-First with AsyncAPI for Event Driven Architectures',
        url: 'https://www.youtube.com/watch?v=EoWFZfmspFM',
        year: 2023,
        month: 5,
      },
      {
        kind: 'talk',
        title: 'Practical Event Storming with AsyncAPI v3 and ZenWave SDK',
        url: 'https://www.youtube.com/watch?v=-uHONzz-a6U',
        year: 2023,
        month: 10,
      },
      {
        kind: 'talk',
        title: 'Code Generation For Enterprise Integration Patterns w/ AsyncAPI & ZenWave SDK',
        url: 'https://www.youtube.com/watch?v=gUsoD8RaCuw',
        year: 2023,
        month: 10,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI Full Code Generation for Java with ZenWave SDK',
        url: 'https://www.youtube.com/watch?v=q5vt2TLGoaQ',
        year: 2024,
        month: 10,
      },
      {
        kind: 'article',
        title: 'Transactional OutBox With AsyncAPI, SpringModulith and ZenWaveSDK (full project and tutorial)',
        url: 'https://www.zenwave360.io/posts/TransactionalOutBoxWithAsyncAPIAndSpringModulith/',
        year: 2025,
        month: 4,
      },
      {
        kind: 'talk',
        title: 'Arquitecturas Event-Driven y Monolitos Modulares con AsyncAPI',
        url: 'https://www.youtube.com/watch?v=08MWIWljbIQ',
        year: 2025,
        month: 5,
      },
      {
        kind: 'talk',
        title: 'Event-Driven Architectures with Spring Modulith and AsyncAPI',
        url: 'https://2025.springio.net/sessions/event-driven-architectures-with-spring-modulith-and-asyncapi/',
        year: 2025,
        month: 5,
      },
      {
        kind: 'article',
        title: 'ZenWave AsyncAPI Generator',
        url: 'https://www.zenwave360.io/zenwave-sdk/plugins/asyncapi-generator/',
        year: 2025,
        month: 10,
      },
      {
        kind: 'article',
        title: 'ShoppingCart with AsyncAPI (full project and tutorial)',
        url: 'https://www.zenwave360.io/docs/examples/eda-examples/asyncapi-shopping-cart/',
        year: 2026,
        month: 1,
      },
    ],
  },
  {
    name: 'Ludovic Dussart',
    github: 'M3lkior',
    x: 'ldussart',
    linkedin: 'ludovic-dussart-846a8063',
    company: 'zatsit',
    country: 'France',
    contributions: [
      {
        kind: 'talk',
        title: 'From specification to production, how to provide a living doc of your asynchronous exchanges?',
        url: 'https://www.youtube.com/watch?v=WwhRbvrf6Rs',
        year: 2021,
        month: 11,
      },
      {
        kind: 'talk',
        title: 'AsyncApi Conference 2021 - Panel discussion',
        url: 'https://www.youtube.com/live/3EeMHhbwyOQ?t=23438',
        year: 2021,
        month: 11,
      },
      {
        kind: 'article',
        title: 'AsyncAPI - Adeo case study',
        url: 'https://www.asyncapi.com/casestudies/adeogroup',
        year: 2023,
      },
      {
        kind: 'talk',
        title: "Standardisez votre monde d'événements en documentant vos EDA avec AsyncAPI ! - Cloud Nord 2023",
        url: 'https://www.youtube.com/watch?v=pFMmQVppV6s',
        year: 2023,
        month: 10,
      },
      {
        kind: 'talk',
        title: 'Quoi de neuf dans AsyncAPI v3 ? Découvrez le en live avec la migration du use-case Adeo',
        url: 'https://www.youtube.com/watch?v=WCK9_ZDv6K4',
        year: 2023,
        month: 12,
      },
    ],
  },
  {
    name: 'Hari Krishnan',
    github: 'harikrishnan83',
    x: 'harikrishnan83',
    linkedin: 'harikrishnan83',
    company: 'Polarizer Technologies',
    country: 'India',
    contributions: [
      {
        kind: 'talk',
        title: 'Kafka and JMS Mocking with AsyncAPI',
        url: 'https://www.youtube.com/watch?v=9yRf75p_kTU',
        year: 2023,
        month: 11,
      },
      {
        kind: 'talk',
        title:
          'Unshackling Your System Under Test: Shift-Left Testing Through Dependency Isolation (Kafka Mocks with AsyncAPI specification)',
        url: 'https://confengine.com/conferences/selenium-conf-2024/proposal/20021/unshackling-your-system-under-test-shift-left-testing-through-dependency-isolation',
        year: 2024,
        month: 6,
      },
      {
        kind: 'talk',
        title: 'Using API spec as an Executable Contract To Mock and Test Microservices',
        url: 'https://www.youtube.com/watch?v=wiM20HTCerM',
        year: 2024,
        month: 10,
      },
      {
        kind: 'talk',
        title: 'Contract-Driven Development for Event-Driven Architectures',
        url: 'https://conference.asyncapi.com/venue/Paris',
        year: 2024,
        month: 12,
      },
      {
        kind: 'talk',
        title: 'Unifying OpenAPI & AsyncAPI: Designing JSON Schemas + Examples for Reuse',
        url: 'https://www.openapis.org/events/apidays-new-york-2025',
        year: 2025,
        month: 5,
      },
      {
        kind: 'talk',
        title: 'Reliable AWS Lambda Data Pipelines with AsyncAPI Specification',
        url: 'https://conferences.gotopia.tech/goto-serverless-bengaluru-2025/sessions/3845/reliable-aws-lambda-data-pipelines-with-asyncapi-specification',
        year: 2025,
        month: 8,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI 2.6 to 3.0: Migrating Safely with No-Code Backward Compatibility Checks',
        url: 'https://www.apidays.global/events/india',
        year: 2025,
        month: 10,
      },
    ],
  },
  {
    name: 'Laurent Broudoux',
    github: 'lbroudoux',
    x: 'lbroudoux',
    linkedin: 'laurentbroudoux',
    company: 'Postman',
    country: 'France',
    contributions: [
      {
        kind: 'talk',
        title: 'Quoi de neuf dans AsyncAPI v3 ? Découvrez le en live avec la migration du use-case Adeo',
        url: 'https://www.youtube.com/watch?v=WCK9_ZDv6K4',
        year: 2023,
        month: 12,
      },
      {
        kind: 'talk',
        title: 'Elevating Event-Driven Architecture: Boost your delivery with AsyncAPI and Microcks',
        url: 'https://www.youtube.com/watch?v=PYEW3F91wbI',
        year: 2023,
        month: 12,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI Recipes for EDA Gourmet',
        url: 'https://www.youtube.com/watch?v=m6vWzTF7LGI',
        year: 2022,
        month: 11,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI or CloudEvents? Both My Captain!',
        url: 'https://www.youtube.com/watch?v=_p9RyClgYhE',
        year: 2021,
        month: 11,
      },
    ],
  },
  {
    name: 'Naresh Jain',
    github: 'nashjain',
    x: 'nashjain',
    linkedin: 'nareshjain',
    company: 'Specmatic, Xnsio, ConfEngine',
    country: 'India',
    contributions: [
      {
        kind: 'talk',
        title: 'Multi-Protocol APIs: Designing a Unified Interface for EDA',
        url: 'https://www.youtube.com/watch?v=mQVo498NtOI',
        year: 2025,
        month: 4,
      },
      {
        kind: 'talk',
        title: "TMForum's AsyncAPIs For a New Era of Event-Driven Architecture",
        url: 'https://www.youtube.com/watch?v=L2W1058nPyU',
        year: 2024,
        month: 12,
      },
      {
        kind: 'talk',
        title: 'Project API Forge: Streamlining Dev-First API Lifecycle Management',
        url: 'https://www.youtube.com/watch?v=AfopdGddnLc',
        year: 2024,
        month: 12,
      },
      {
        kind: 'talk',
        title: '10x DevEx: Shift-Left API Governance = CycleTime/2',
        url: 'https://www.youtube.com/watch?v=I5eplxVQrhI',
        year: 2024,
        month: 10,
      },
    ],
  },
  {
    name: 'Ankit Kumar',
    github: 'ankitk-me',
    x: 'ankitm_me',
    linkedin: 'ankit28',
    company: 'Aklivity',
    country: 'India',
    contributions: [
      {
        kind: 'talk',
        title: 'Dynamic API Delivery with Zilla: Unleashing the Power of AsyncAPI in EDAs',
        url: 'https://youtu.be/3iFdszHUpgI',
        year: 2023,
        month: 11,
      },
      {
        kind: 'talk',
        title: 'AsyncAPI v3: Streamlining Event-Driven API Design',
        url: 'https://youtu.be/iFXYNubBmQc',
        year: 2025,
        month: 4,
      },
      {
        kind: 'article',
        title: 'AsyncAPI v3: Streamlining Event-Driven API Design',
        url: 'https://www.aklivity.io/post/asyncapi-v3-streamlining-event-driven-api-design',
        year: 2025,
        month: 5,
      },
      {
        kind: 'article',
        title: "AsyncAPI's Role in Next Gen API Management",
        url: 'https://www.aklivity.io/post/asyncapis-role-in-next-gen-api-management',
        year: 2025,
        month: 9,
      },
      {
        kind: 'talk',
        title: "AsyncAPI's Role in Shift Left Streaming Architectures",
        url: 'https://confengine.com/conferences/apidays-india-2025/proposal/22979/asyncapis-role-in-shift-left-streaming-architectures',
        year: 2025,
        month: 10,
      },
    ],
  },
];
