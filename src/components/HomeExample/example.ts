/** The AsyncAPI 3.0.0 document shown on the home page (checked by tests/unit/homeExample.test.ts). */
export const HOME_EXAMPLE_DOCUMENT = `asyncapi: 3.0.0
info:
  title: Order Service
  version: 1.0.0
  description: Announces every order a customer places.
servers:
  production:
    host: kafka.example.com:9092
    protocol: kafka
channels:
  orderPlaced:
    address: orders.placed
    messages:
      orderPlaced:
        $ref: '#/components/messages/OrderPlaced'
operations:
  announceOrder:
    action: send
    channel:
      $ref: '#/channels/orderPlaced'
components:
  messages:
    OrderPlaced:
      contentType: application/json
      payload:
        $ref: '#/components/schemas/Order'
  schemas:
    Order:
      type: object
      required: [orderId, total]
      properties:
        orderId:
          type: string
          format: uuid
        total:
          type: number
          minimum: 0
        placedAt:
          type: string
          format: date-time
`;
