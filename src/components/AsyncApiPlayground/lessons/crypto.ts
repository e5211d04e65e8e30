/**
 * The interactive Glee page (tool-docs/glee/crypto-websockets-interactive.md): a crypto price feed served over
 * WebSocket by a Glee application. The steps grow it the way the page describes; `cryptoSolutionDocument` is the
 * finished document (the tests check both parse and that it completes every step).
 */
import type {Lesson} from '../summary';

export const cryptoInitialDocument = `asyncapi: 3.1.0
info:
  title: Crypto Price Feed
  version: 1.0.0
  description: |
    A Glee application that streams coin prices to browsers
    over a WebSocket connection.
servers:
  local:
    host: localhost:3000
    protocol: ws
    description: The Glee application on your machine.
channels:
  prices:
    address: /prices
    description: Clients connect here to receive price updates.
    messages:
      priceUpdate:
        $ref: '#/components/messages/priceUpdate'
operations:
  sendPriceUpdate:
    action: send
    summary: The application pushes every new price to connected clients.
    channel:
      $ref: '#/channels/prices'
    messages:
      - $ref: '#/channels/prices/messages/priceUpdate'
components:
  messages:
    priceUpdate:
      name: priceUpdate
      contentType: application/json
      payload:
        type: object
        required: [symbol, price, time]
        properties:
          symbol:
            type: string
            description: Ticker of the coin, for example BTC.
          price:
            type: number
            description: Last traded price in US dollars.
          time:
            type: string
            format: date-time
`;

export const cryptoSolutionDocument = cryptoInitialDocument
  .replace(
    `    messages:
      priceUpdate:
        $ref: '#/components/messages/priceUpdate'
operations:
`,
    `    messages:
      priceUpdate:
        $ref: '#/components/messages/priceUpdate'
      watchRequest:
        $ref: '#/components/messages/watchRequest'
operations:
`,
  )
  .replace(
    `components:
  messages:
`,
    `  receiveWatchRequest:
    action: receive
    summary: A client tells the application which coins it wants.
    channel:
      $ref: '#/channels/prices'
    messages:
      - $ref: '#/channels/prices/messages/watchRequest'
components:
  messages:
    watchRequest:
      name: watchRequest
      contentType: application/json
      payload:
        type: object
        required: [symbols]
        properties:
          symbols:
            type: array
            items:
              type: string
`,
  )
  .replace(
    `          time:
            type: string
            format: date-time
`,
    `          time:
            type: string
            format: date-time
          volume:
            type: number
            description: Amount traded in the last 24 hours.
`,
  );

export const cryptoLesson: Lesson = {
  label: 'Crypto price feed AsyncAPI document (YAML)',
  initialDocument: cryptoInitialDocument,
  steps: [
    {
      id: 'volume',
      title: 'Add the trading volume to each price update',
      hint: 'Add a volume property (type: number) to the priceUpdate payload.',
      check: (s) =>
        s.valid && Boolean(s.messages.find((m) => m.id === 'priceUpdate')?.payloadProperties.includes('volume')),
    },
    {
      id: 'watch-message',
      title: 'Let clients say which coins they want',
      hint: 'Add a watchRequest message with a symbols array to the prices channel.',
      check: (s) => s.valid && s.messages.some((m) => m.payloadProperties.includes('symbols')),
    },
    {
      id: 'receive-operation',
      title: 'Receive the watch requests',
      hint: 'Add an operation with action: receive on the prices channel that lists the watchRequest message.',
      check: (s) => s.valid && s.operations.some((o) => o.action === 'receive' && o.messages.length > 0),
    },
  ],
};
