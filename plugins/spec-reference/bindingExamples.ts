/**
 * One complete AsyncAPI document per binding protocol, shown at the end of its generated page
 * (bindingPages.ts). Each uses the binding objects of the newest binding version with real field names; the unit
 * tests parse every document with @asyncapi/parser and validate every binding object against its schema
 * (tests/unit/spec-reference/binding-pages.test.ts). Original documents, each in another domain.
 */
export type BindingExample = {
  /** One sentence before the document: what it describes. Markdown. */
  intro: string;
  /** The document, YAML. */
  document: string;
};

export const BINDING_EXAMPLES: Readonly<Record<string, BindingExample>> = {
  amqp: {
    intro:
      'A bakery chain routes oven telemetry through a topic exchange; the oven controllers publish persistent messages and the ordering service reads its own durable queue.',
    document: `
asyncapi: 3.0.0
info:
  title: Bakery ovens
  version: 1.0.0
servers:
  rabbit:
    host: rabbit.bakery.example:5672
    protocol: amqp
    protocolVersion: 0.9.1
channels:
  ovenReadings:
    address: ovens.readings
    messages:
      reading:
        payload:
          type: object
          properties:
            ovenId: {type: string}
            celsius: {type: number}
        bindings:
          amqp:
            contentEncoding: gzip
            messageType: oven.reading
            bindingVersion: 0.3.0
    bindings:
      amqp:
        is: routingKey
        exchange:
          name: ovens
          type: topic
          durable: true
          autoDelete: false
          vhost: /bakery
        bindingVersion: 0.3.0
  bakeOrders:
    address: bake-orders
    messages:
      order:
        payload:
          type: object
          properties:
            product: {type: string}
            trays: {type: integer}
    bindings:
      amqp:
        is: queue
        queue:
          name: bake-orders
          durable: true
          exclusive: false
          autoDelete: false
          vhost: /bakery
        bindingVersion: 0.3.0
operations:
  publishReading:
    action: send
    channel:
      $ref: '#/channels/ovenReadings'
    bindings:
      amqp:
        expiration: 60000
        deliveryMode: 2
        priority: 5
        mandatory: false
        timestamp: true
        userId: oven-controller
        cc: [ovens.archive]
        bindingVersion: 0.3.0
  takeOrder:
    action: receive
    channel:
      $ref: '#/channels/bakeOrders'
    bindings:
      amqp:
        ack: true
        bindingVersion: 0.3.0
`,
  },
  amqp1: {
    intro:
      'The package has no AMQP 1.0 schema yet, so this document about a hospital pager system marks its server, channel, operation and message as AMQP 1.0 with empty bindings, which the 3.0.0 schema accepts.',
    document: `
asyncapi: 3.0.0
info:
  title: Ward pager
  version: 0.3.0
servers:
  artemis:
    host: artemis.hospital.example:5672
    protocol: amqp
    protocolVersion: '1.0'
    bindings:
      amqp1: {}
channels:
  pages:
    address: ward.pages
    messages:
      page:
        payload:
          type: object
          properties:
            ward: {type: string}
            urgency: {type: string, enum: [routine, urgent, emergency]}
        bindings:
          amqp1: {}
    bindings:
      amqp1: {}
operations:
  sendPage:
    action: send
    channel:
      $ref: '#/channels/pages'
    bindings:
      amqp1: {}
`,
  },
  anypointmq: {
    intro:
      'A travel agency receives booking confirmations from a FIFO queue in Anypoint MQ, with a header schema for the booking reference.',
    document: `
asyncapi: 3.0.0
info:
  title: Booking confirmations
  version: 2.1.0
servers:
  anypoint:
    host: mq-eu-central-1.eu1.anypoint.mulesoft.com
    pathname: /api
    protocol: anypointmq
channels:
  confirmations:
    address: booking-confirmations
    messages:
      confirmation:
        payload:
          type: object
          properties:
            bookingId: {type: string}
            confirmedAt: {type: string, format: date-time}
        bindings:
          anypointmq:
            headers:
              type: object
              properties:
                bookingRef: {type: string}
            bindingVersion: 0.0.1
    bindings:
      anypointmq:
        destination: booking-confirmations-fifo
        destinationType: fifo-queue
        bindingVersion: 0.0.1
operations:
  receiveConfirmation:
    action: receive
    channel:
      $ref: '#/channels/confirmations'
`,
  },
  googlepubsub: {
    intro:
      'A weather network publishes station observations to a Pub/Sub topic that enforces an Avro schema and keeps messages in European regions only.',
    document: `
asyncapi: 3.0.0
info:
  title: Weather stations
  version: 1.4.0
servers:
  pubsub:
    host: pubsub.googleapis.com
    protocol: googlepubsub
channels:
  observations:
    address: projects/weather-net/topics/observations
    messages:
      observation:
        payload:
          type: object
          properties:
            stationId: {type: string}
            windKmh: {type: number}
        bindings:
          googlepubsub:
            attributes:
              region: eu
            orderingKey: station-0042
            schema:
              name: projects/weather-net/schemas/observation
            bindingVersion: 0.2.0
    bindings:
      googlepubsub:
        labels:
          team: forecasting
        messageRetentionDuration: 86400s
        messageStoragePolicy:
          allowedPersistenceRegions: [europe-west1, europe-west4]
        schemaSettings:
          encoding: binary
          name: projects/weather-net/schemas/observation
          firstRevisionId: 1a2b3c4d
        bindingVersion: 0.2.0
operations:
  publishObservation:
    action: send
    channel:
      $ref: '#/channels/observations'
`,
  },
  http: {
    intro:
      'A parcel carrier calls a shop back with webhooks: each tracking event is a POST with a signature header, answered with status 202.',
    document: `
asyncapi: 3.0.0
info:
  title: Parcel tracking webhooks
  version: 1.0.0
servers:
  shop:
    host: shop.example.com
    protocol: https
channels:
  trackingEvents:
    address: /webhooks/tracking
    messages:
      trackingEvent:
        payload:
          type: object
          properties:
            parcelId: {type: string}
            status: {type: string, enum: [collected, in_transit, delivered]}
        bindings:
          http:
            headers:
              type: object
              properties:
                X-Signature: {type: string}
            statusCode: 202
            bindingVersion: 0.3.0
operations:
  notifyShop:
    action: send
    channel:
      $ref: '#/channels/trackingEvents'
    bindings:
      http:
        method: POST
        query:
          type: object
          properties:
            attempt: {type: integer, minimum: 1}
        bindingVersion: 0.3.0
`,
  },
  ibmmq: {
    intro:
      'A bank clears payments through an IBM MQ queue manager; the payment instructions travel as JMS messages on a partitioned queue.',
    document: `
asyncapi: 3.0.0
info:
  title: Payment clearing
  version: 3.2.0
servers:
  qm1:
    host: mq.bank.example:1414
    protocol: ibmmq
    bindings:
      ibmmq:
        groupId: PAYMENTS
        ccdtQueueManagerName: QM1
        cipherSpec: ECDHE_RSA_AES_256_GCM_SHA384
        multiEndpointServer: false
        heartBeatInterval: 120
        bindingVersion: 0.1.0
channels:
  instructions:
    address: PAYMENT.INSTRUCTIONS
    messages:
      instruction:
        payload:
          type: object
          properties:
            iban: {type: string}
            amountCents: {type: integer}
        bindings:
          ibmmq:
            type: jms
            description: A payment instruction as a JMS text message.
            expiry: 0
            bindingVersion: 0.1.0
    bindings:
      ibmmq:
        destinationType: queue
        queue:
          objectName: PAYMENT.INSTRUCTIONS
          isPartitioned: true
          exclusive: false
        maxMsgLength: 1048576
        bindingVersion: 0.1.0
operations:
  submitInstruction:
    action: send
    channel:
      $ref: '#/channels/instructions'
`,
  },
  jms: {
    intro:
      'A library system sends loan reminders over JMS through an ActiveMQ connection factory, with the JMS headers of each message described as a schema.',
    document: `
asyncapi: 3.0.0
info:
  title: Library loan reminders
  version: 1.0.0
servers:
  activemq:
    host: broker.library.example:61616
    protocol: jms
    bindings:
      jms:
        jmsConnectionFactory: org.apache.activemq.ActiveMQConnectionFactory
        properties:
          - name: trustAllPackages
            value: false
        clientID: reminder-service
        bindingVersion: 0.0.1
channels:
  reminders:
    address: loan.reminders
    messages:
      reminder:
        payload:
          type: object
          properties:
            memberId: {type: string}
            dueDate: {type: string, format: date}
        bindings:
          jms:
            headers:
              type: object
              properties:
                JMSCorrelationID: {type: string}
            bindingVersion: 0.0.1
    bindings:
      jms:
        destination: loan.reminders
        destinationType: queue
        bindingVersion: 0.0.1
operations:
  sendReminder:
    action: send
    channel:
      $ref: '#/channels/reminders'
`,
  },
  kafka: {
    intro:
      'A ride-sharing platform streams trip events to a compacted Kafka topic, keyed by trip id, with schemas in a Confluent registry.',
    document: `
asyncapi: 3.0.0
info:
  title: Trip events
  version: 2.0.0
servers:
  cluster:
    host: kafka.rides.example:9092
    protocol: kafka
    bindings:
      kafka:
        schemaRegistryUrl: https://registry.rides.example
        schemaRegistryVendor: confluent
        bindingVersion: 0.5.0
channels:
  trips:
    address: trips.events
    messages:
      tripEvent:
        payload:
          type: object
          properties:
            tripId: {type: string}
            state: {type: string, enum: [requested, started, finished]}
        bindings:
          kafka:
            key:
              type: string
            schemaIdLocation: header
            schemaLookupStrategy: TopicIdStrategy
            bindingVersion: 0.5.0
    bindings:
      kafka:
        topic: trips.events
        partitions: 12
        replicas: 3
        topicConfiguration:
          cleanup.policy: [compact]
          retention.ms: 604800000
          max.message.bytes: 1048588
          confluent.value.schema.validation: true
        bindingVersion: 0.5.0
operations:
  consumeTrips:
    action: receive
    channel:
      $ref: '#/channels/trips'
    bindings:
      kafka:
        groupId:
          type: string
          enum: [billing]
        clientId:
          type: string
          enum: [billing-1]
        bindingVersion: 0.5.0
`,
  },
  mercure: {
    intro:
      'The package has no Mercure schema and the 3.0.0 Bindings Objects have no Mercure key, so this document for live sports scores names the Mercure hub as its server and carries no bindings.',
    document: `
asyncapi: 3.0.0
info:
  title: Live scores
  version: 1.0.0
servers:
  hub:
    host: scores.example.com
    pathname: /.well-known/mercure
    protocol: mercure
channels:
  match:
    address: https://scores.example.com/matches/{matchId}
    parameters:
      matchId:
        description: The match whose score changes.
    messages:
      score:
        payload:
          type: object
          properties:
            home: {type: integer}
            away: {type: integer}
operations:
  followMatch:
    action: receive
    channel:
      $ref: '#/channels/match'
`,
  },
  mqtt: {
    intro:
      'Greenhouse sensors publish soil readings over MQTT 5 with a last will, and the irrigation controller answers on a response topic.',
    document: `
asyncapi: 3.0.0
info:
  title: Greenhouse sensors
  version: 1.2.0
servers:
  broker:
    host: mqtt.greenhouse.example:8883
    protocol: secure-mqtt
    protocolVersion: '5'
    bindings:
      mqtt:
        clientId: sensor-bed-7
        cleanSession: false
        keepAlive: 60
        lastWill:
          topic: greenhouse/status/sensor-bed-7
          qos: 1
          message: offline
          retain: true
        sessionExpiryInterval: 3600
        maximumPacketSize: 65536
        bindingVersion: 0.2.0
channels:
  soil:
    address: greenhouse/beds/7/soil
    messages:
      reading:
        payload:
          type: object
          properties:
            moisture: {type: number}
        bindings:
          mqtt:
            payloadFormatIndicator: 1
            contentType: application/json
            correlationData:
              type: string
              format: uuid
            responseTopic: greenhouse/irrigation/replies
            bindingVersion: 0.2.0
operations:
  publishReading:
    action: send
    channel:
      $ref: '#/channels/soil'
    bindings:
      mqtt:
        qos: 1
        retain: false
        messageExpiryInterval: 300
        bindingVersion: 0.2.0
`,
  },
  nats: {
    intro:
      'Image thumbnails are rendered by workers that share a NATS queue group, so each job goes to one worker only.',
    document: `
asyncapi: 3.0.0
info:
  title: Thumbnail jobs
  version: 1.0.0
servers:
  nats:
    host: nats.media.example:4222
    protocol: nats
channels:
  jobs:
    address: media.thumbnails.jobs
    messages:
      job:
        payload:
          type: object
          properties:
            imageUrl: {type: string, format: uri}
            width: {type: integer}
operations:
  renderThumbnail:
    action: receive
    channel:
      $ref: '#/channels/jobs'
    bindings:
      nats:
        queue: thumbnail-workers
        bindingVersion: 0.1.0
`,
  },
  pulsar: {
    intro:
      'A logistics company keeps container positions in a persistent, geo-replicated Pulsar topic of its own tenant.',
    document: `
asyncapi: 3.0.0
info:
  title: Container positions
  version: 1.1.0
servers:
  pulsar:
    host: pulsar.shipping.example:6650
    protocol: pulsar
    bindings:
      pulsar:
        tenant: shipping
        bindingVersion: 0.1.0
channels:
  positions:
    address: persistent://shipping/tracking/positions
    messages:
      position:
        payload:
          type: object
          properties:
            containerId: {type: string}
            lat: {type: number}
            lon: {type: number}
    bindings:
      pulsar:
        namespace: tracking
        persistence: persistent
        compaction: 1000
        geo-replication: [eu-west, us-east]
        retention:
          time: 7
          size: 1000
        ttl: 360
        deduplication: true
        bindingVersion: 0.1.0
operations:
  reportPosition:
    action: send
    channel:
      $ref: '#/channels/positions'
`,
  },
  redis: {
    intro:
      'The package has no Redis schema yet, so this chat service marks its Redis channel and operation with empty bindings, which the 3.0.0 schema accepts.',
    document: `
asyncapi: 3.0.0
info:
  title: Chat rooms
  version: 0.9.0
servers:
  cache:
    host: redis.chat.example:6379
    protocol: redis
channels:
  room:
    address: chat:room:lobby
    messages:
      chatMessage:
        payload:
          type: object
          properties:
            author: {type: string}
            text: {type: string, maxLength: 2000}
    bindings:
      redis: {}
operations:
  postMessage:
    action: send
    channel:
      $ref: '#/channels/room'
    bindings:
      redis: {}
`,
  },
  ros2: {
    intro:
      'The 3.0.0 Bindings Objects have no ROS 2 key; the 3.1.0 ones do, so this document for a warehouse robot uses AsyncAPI 3.1.0 to subscribe to laser scans with best-effort quality of service.',
    document: `
asyncapi: 3.1.0
info:
  title: Warehouse robot
  version: 1.0.0
servers:
  dds:
    host: localhost
    protocol: ros2
    bindings:
      ros2:
        rmwImplementation: rmw_fastrtps_cpp
        domainId: 7
        bindingVersion: 0.1.0
channels:
  scan:
    address: /scan
    messages:
      laserScan:
        payload:
          type: object
          properties:
            ranges:
              type: array
              items: {type: number}
operations:
  readScan:
    action: receive
    channel:
      $ref: '#/channels/scan'
    bindings:
      ros2:
        role: subscriber
        node: /navigation
        qosPolicies:
          reliability: best_effort
          history: keep_last
          durability: volatile
          lifespan: -1
          deadline: -1
          liveliness: automatic
          leaseDuration: -1
        bindingVersion: 0.1.0
`,
  },
  sns: {
    intro:
      'A city alerts service publishes flood warnings to a FIFO SNS topic that delivers them to an SQS queue and to SMS subscribers. The 3.0.0 and 3.1.0 schemas validate SNS bindings only at version `0.1.0`, so the document pins that version; its fields have the same names as in `0.2.0`.',
    document: `
asyncapi: 3.0.0
info:
  title: Flood warnings
  version: 1.0.0
servers:
  sns:
    host: sns.eu-west-1.amazonaws.com
    protocol: sns
channels:
  warnings:
    address: flood-warnings.fifo
    messages:
      warning:
        payload:
          type: object
          properties:
            district: {type: string}
            severity: {type: string, enum: [minor, moderate, severe, extreme]}
    bindings:
      sns:
        name: flood-warnings.fifo
        ordering:
          type: FIFO
          contentBasedDeduplication: true
        policy:
          statements:
            - effect: Allow
              principal: arn:aws:iam::111122223333:role/alerts-publisher
              action: sns:Publish
              resource: arn:aws:sns:eu-west-1:111122223333:flood-warnings.fifo
        tags:
          service: city-alerts
        bindingVersion: 0.1.0
operations:
  publishWarning:
    action: send
    channel:
      $ref: '#/channels/warnings'
    bindings:
      sns:
        consumers:
          - protocol: sqs
            endpoint:
              arn: arn:aws:sqs:eu-west-1:111122223333:warning-archive.fifo
            rawMessageDelivery: true
          - protocol: sms
            endpoint:
              phone: '+441234567890'
            filterPolicy:
              severity: [severe, extreme]
            filterPolicyScope: MessageBody
            rawMessageDelivery: false
        deliveryPolicy:
          minDelayTarget: 1
          maxDelayTarget: 60
          numRetries: 5
          backoffFunction: exponential
        bindingVersion: 0.1.0
`,
  },
  solace: {
    intro:
      'A stock exchange fans price ticks out over Solace topics; a risk engine reads them through a non-exclusive queue that subscribes to every instrument.',
    document: `
asyncapi: 3.0.0
info:
  title: Price ticks
  version: 4.0.0
servers:
  broker:
    host: solace.exchange.example:55555
    protocol: smf
    bindings:
      solace:
        msgVpn: market-data
        clientName: risk-engine
        bindingVersion: 0.4.0
channels:
  ticks:
    address: prices/{instrument}/tick
    parameters:
      instrument:
        description: The instrument's ticker symbol.
    messages:
      tick:
        payload:
          type: object
          properties:
            bid: {type: number}
            ask: {type: number}
operations:
  consumeTicks:
    action: receive
    channel:
      $ref: '#/channels/ticks'
    bindings:
      solace:
        destinations:
          - destinationType: queue
            deliveryMode: persistent
            queue:
              name: risk-ticks
              topicSubscriptions: [prices/*/tick]
              accessType: nonexclusive
        timeToLive: 5000
        priority: 4
        dmqEligible: true
        bindingVersion: 0.4.0
`,
  },
  sqs: {
    intro:
      'A print shop queues print jobs in SQS and moves jobs that fail three times to a dead-letter queue. The 3.0.0 and 3.1.0 schemas validate SQS bindings only at version `0.2.0`, so the document pins that version; its fields have the same names as in `0.3.0`.',
    document: `
asyncapi: 3.0.0
info:
  title: Print jobs
  version: 1.0.0
servers:
  sqs:
    host: sqs.us-east-1.amazonaws.com
    protocol: sqs
channels:
  printJobs:
    address: print-jobs
    messages:
      job:
        payload:
          type: object
          properties:
            documentUrl: {type: string, format: uri}
            copies: {type: integer, minimum: 1}
    bindings:
      sqs:
        queue:
          name: print-jobs
          fifoQueue: false
          deliveryDelay: 0
          visibilityTimeout: 120
          receiveMessageWaitTime: 20
          messageRetentionPeriod: 345600
          redrivePolicy:
            deadLetterQueue:
              name: print-jobs-dlq
            maxReceiveCount: 3
          tags:
            owner: print-shop
        deadLetterQueue:
          name: print-jobs-dlq
          fifoQueue: false
          messageRetentionPeriod: 1209600
        bindingVersion: 0.2.0
operations:
  takeJob:
    action: receive
    channel:
      $ref: '#/channels/printJobs'
    bindings:
      sqs:
        queues:
          - name: print-jobs
            fifoQueue: false
            visibilityTimeout: 120
          - name: print-jobs-dlq
            fifoQueue: false
        bindingVersion: 0.2.0
`,
  },
  stomp: {
    intro:
      'The package has no STOMP schema yet, so this browser dashboard for a call centre marks its STOMP channel and operation with empty bindings, which the 3.0.0 schema accepts.',
    document: `
asyncapi: 3.0.0
info:
  title: Call centre dashboard
  version: 1.0.0
servers:
  broker:
    host: stomp.callcentre.example:61614
    protocol: stomp
channels:
  queueStats:
    address: /topic/queue-stats
    messages:
      stats:
        payload:
          type: object
          properties:
            waiting: {type: integer}
            longestWaitSeconds: {type: integer}
    bindings:
      stomp: {}
operations:
  watchStats:
    action: receive
    channel:
      $ref: '#/channels/queueStats'
    bindings:
      stomp: {}
`,
  },
  websockets: {
    intro:
      'An online chess site opens a WebSocket per game; the opening GET request carries the game id as a query parameter and a session token header.',
    document: `
asyncapi: 3.0.0
info:
  title: Chess moves
  version: 1.0.0
servers:
  play:
    host: play.chess.example
    protocol: wss
channels:
  game:
    address: /games
    messages:
      move:
        payload:
          type: object
          properties:
            from: {type: string, pattern: '^[a-h][1-8]$'}
            to: {type: string, pattern: '^[a-h][1-8]$'}
    bindings:
      ws:
        method: GET
        query:
          type: object
          properties:
            gameId: {type: string}
          required: [gameId]
        headers:
          type: object
          properties:
            X-Session-Token: {type: string}
        bindingVersion: 0.1.0
operations:
  playMove:
    action: send
    channel:
      $ref: '#/channels/game'
`,
  },
};
