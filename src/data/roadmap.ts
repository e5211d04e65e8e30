/**
 * The initiative's vision and the themes it works on, in our own words. Deliberately free of dates,
 * percentages and promises: themes change through public discussion, not through this file.
 */

export type RoadmapTheme = {
  /** Anchor on /roadmap: lower-case letters and dashes. */
  id: string;
  title: string;
  description: string;
  /** Concrete areas of work that belong to the theme. */
  areas: string[];
};

export const roadmapVision =
  'Working with event-driven systems should be as straightforward as working with request-response HTTP APIs: one machine-readable description of an application’s messages should drive its documentation, code, validation and discovery, whatever the protocol or the vendor.';

export const roadmapThemes: readonly RoadmapTheme[] = [
  {
    id: 'specification',
    title: 'Evolve the specification',
    description:
      'Keep AsyncAPI a vendor-neutral, protocol-agnostic standard and improve it through open proposals that anyone can comment on, so that real-world messaging patterns can be described without workarounds.',
    areas: [
      'Request/reply described in the document itself, through the `reply` field of an operation introduced in version 3.0.0',
      'Operations kept apart from channels, so that channels and messages can be reused between applications',
      'Protocol bindings for brokers and protocols such as Kafka, AMQP, MQTT, WebSockets, NATS, Pulsar and Solace',
      'Specification extensions and the process for turning proposals into new versions',
    ],
  },
  {
    id: 'developer-experience',
    title: 'Improve the developer experience',
    description:
      'Make the path from “I have heard of AsyncAPI” to a valid document and working code short and pleasant, with helpful feedback at every step.',
    areas: [
      'Writing and previewing documents in the browser with AsyncAPI Studio',
      'Clear validation messages from the parsers and the CLI',
      'A smooth move from version 2.x documents to 3.0',
      'A consistent experience across the initiative’s tools',
    ],
  },
  {
    id: 'tooling',
    title: 'Grow the tooling',
    description:
      'Provide open-source tools that cover the whole life cycle of an event-driven API, and make it easy for others to build their own on top of shared building blocks.',
    areas: [
      'The AsyncAPI CLI for validating, bundling and generating from the terminal',
      'The Generator and its templates for documentation and code',
      'Modelina for generating payload models in many programming languages',
      'Parsers that other tools can build on, and GitHub Actions for CI workflows',
    ],
  },
  {
    id: 'documentation',
    title: 'Make the documentation excellent',
    description:
      'Explain event-driven architecture and the specification so that newcomers learn quickly and experienced users find answers fast.',
    areas: [
      'Concepts that explain servers, channels, operations and messages',
      'Step-by-step tutorials, from a first document to Kafka and WebSocket examples',
      'Task-focused guides and migration guides',
      'A specification reference that stays in step with the published JSON Schemas',
    ],
  },
  {
    id: 'community',
    title: 'Grow an open, sustainable community',
    description:
      'Make contributing welcoming and rewarding, and keep decisions and money matters transparent, so that the project does not depend on any single company.',
    areas: [
      'Mentorship programmes and paid bounties for contributors',
      'Ambassadors who speak and write about AsyncAPI',
      'Open meetings and a Technical Steering Committee drawn from the maintainers',
      'Public finances through Open Collective',
    ],
  },
];
