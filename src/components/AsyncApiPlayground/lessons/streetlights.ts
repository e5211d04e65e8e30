/**
 * The interactive Streetlights tutorial (docs/tutorials/streetlights-interactive.md): a city's streetlights on an
 * MQTT broker. The reader starts from `initialDocument` and completes the steps; `solutionDocument` is the
 * finished document the page shows at the end (the tests check both parse and that it completes every step).
 */
import type {Lesson, Summary} from '../summary';

const dimChannels = (s: Summary) => s.channels.filter((c) => /dim/i.test(`${c.id} ${c.address ?? ''}`));

export const streetlightsInitialDocument = `asyncapi: 3.1.0
info:
  title: Streetlights API
  version: 1.0.0
  description: |
    Lets a city's control room follow and steer its streetlights.
    Every light reports the brightness around it; the control room
    switches lights on and off.
servers:
  cityBroker:
    host: broker.streetlights.example:8883
    protocol: secure-mqtt
    description: The MQTT broker of the lighting network.
channels:
  lightMeasured:
    address: city/lights/{lightId}/lumens
    description: A light publishes the brightness it measures.
    parameters:
      lightId:
        description: Identifier of the streetlight.
    messages:
      lightMeasured:
        $ref: '#/components/messages/lightMeasured'
  lightSwitch:
    address: city/lights/{lightId}/switch
    description: Commands that turn a light on or off.
    parameters:
      lightId:
        description: Identifier of the streetlight.
    messages:
      switchCommand:
        $ref: '#/components/messages/switchCommand'
operations:
  receiveLightMeasurement:
    action: receive
    summary: The control room receives every brightness reading.
    channel:
      $ref: '#/channels/lightMeasured'
  switchLight:
    action: send
    summary: The control room turns a light on or off.
    channel:
      $ref: '#/channels/lightSwitch'
components:
  messages:
    lightMeasured:
      name: lightMeasured
      title: Light measured
      contentType: application/json
      payload:
        type: object
        required: [lumens, sentAt]
        properties:
          lumens:
            type: integer
            minimum: 0
            description: Brightness around the light, in lumens.
          sentAt:
            type: string
            format: date-time
            description: When the light took the reading.
    switchCommand:
      name: switchCommand
      title: Switch command
      contentType: application/json
      payload:
        type: object
        required: [state]
        properties:
          state:
            type: string
            enum: ['on', 'off']
  securitySchemes:
    lightCertificate:
      type: X509
      description: Each client presents a certificate issued by the city.
`;

export const streetlightsSolutionDocument = streetlightsInitialDocument
  .replace(
    `    description: The MQTT broker of the lighting network.
`,
    `    description: The MQTT broker of the lighting network.
    security:
      - $ref: '#/components/securitySchemes/lightCertificate'
`,
  )
  .replace(
    `operations:
`,
    `  lightDim:
    address: city/lights/{lightId}/dim
    description: Commands that set how bright a light shines.
    parameters:
      lightId:
        description: Identifier of the streetlight.
    messages:
      dimCommand:
        $ref: '#/components/messages/dimCommand'
operations:
`,
  )
  .replace(
    `components:
  messages:
`,
    `  dimLight:
    action: send
    summary: The control room dims a light.
    channel:
      $ref: '#/channels/lightDim'
components:
  messages:
    dimCommand:
      name: dimCommand
      title: Dim command
      contentType: application/json
      payload:
        type: object
        required: [percentage]
        properties:
          percentage:
            type: integer
            minimum: 0
            maximum: 100
            description: Brightness to set, as a percentage of full power.
`,
  );

export const streetlightsLesson: Lesson = {
  label: 'Streetlights AsyncAPI document (YAML)',
  initialDocument: streetlightsInitialDocument,
  steps: [
    {
      id: 'dim-channel',
      title: 'Add a channel for dimming the light',
      hint: 'Under channels, add lightDim with the address city/lights/{lightId}/dim and its lightId parameter.',
      check: (s) => s.valid && dimChannels(s).length > 0,
    },
    {
      id: 'dim-message',
      title: 'Give the channel a dim command message',
      hint: 'The message payload needs a percentage property (an integer from 0 to 100).',
      check: (s) =>
        s.valid &&
        dimChannels(s).some((c) =>
          c.messages.some((id) => s.messages.find((m) => m.id === id)?.payloadProperties.includes('percentage')),
        ),
    },
    {
      id: 'dim-operation',
      title: 'Add an operation that sends the dim command',
      hint: 'Under operations, add dimLight with action: send and a $ref to the new channel.',
      check: (s) =>
        s.valid &&
        s.operations.some(
          (o) => o.action === 'send' && o.channels.some((id) => dimChannels(s).some((c) => c.id === id)),
        ),
    },
    {
      id: 'secure-broker',
      title: 'Require the client certificate on the broker',
      hint: 'Give the cityBroker server a security list that references #/components/securitySchemes/lightCertificate.',
      check: (s) => s.valid && s.servers.length > 0 && s.servers.every((server) => server.secured),
    },
  ],
};
