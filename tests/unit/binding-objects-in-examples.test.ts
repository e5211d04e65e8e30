/** @jest-environment node */
/**
 * Every binding object in a complete AsyncAPI example (docs folders, blog, pages) validates against the JSON
 * Schema of its protocol, level and `bindingVersion` (the latest when omitted) from @asyncapi/specs. The
 * document-level validation does not check every binding version, so a binding can carry a field its version does
 * not have and still pass asyncapi-examples.test.ts.
 */
import path from 'node:path';
import {parseWithPointers, getLocationForJsonPath} from '@stoplight/yaml';
import {allExamples} from './lib/asyncapiExamples';
import {bindingProblems, findBindings, bindingValidator} from './lib/bindingObjects';

const root = path.resolve(__dirname, '../..');
const examples = allExamples(root).filter((e) => /bindings|Bindings/.test(e.source));

describe('the binding checker', () => {
  const doc = {
    asyncapi: '3.0.0',
    servers: {broker: {host: 'h', protocol: 'mqtt', bindings: {mqtt: {clientId: 'a', bindingVersion: '0.2.0'}}}},
    channels: {
      c: {
        address: 'c',
        bindings: {kafka: {partitions: 3, bindingVersion: '0.5.0'}},
        messages: {
          m: {
            payload: {properties: {bindings: {type: 'string'}}},
            bindings: {kafka: {key: {type: 'string'}, bindingVersion: '0.5.0'}},
          },
        },
      },
    },
    operations: {
      o: {
        action: 'send',
        channel: {$ref: '#/channels/c'},
        bindings: {amqp: {$ref: '#/components/operationBindings/shared/amqp'}},
      },
    },
    components: {operationBindings: {shared: {amqp: {ack: true, bindingVersion: '0.3.0'}}}},
  };

  it('finds bindings at every level, follows local references and skips schemas', () => {
    expect(findBindings(doc).map((b) => `${b.path.join('.')} ${b.level}`)).toEqual([
      'servers.broker.bindings.mqtt server',
      'channels.c.bindings.kafka channel',
      'channels.c.messages.m.bindings.kafka message',
      'operations.o.bindings.amqp operation',
      'components.operationBindings.shared.amqp operation',
    ]);
    expect(bindingProblems(doc)).toEqual([]);
  });

  it('reports fields the binding version does not define and unknown versions', () => {
    const bad = {
      asyncapi: '2.6.0',
      servers: {
        broker: {
          url: 'h',
          protocol: 'mqtt',
          bindings: {mqtt: {clientId: 'a', sessionExpiryInterval: 60, bindingVersion: '0.1.0'}},
        },
      },
      channels: {
        c: {
          bindings: {kafka: {topic: 'c', partitions: 3, bindingVersion: '0.1.0'}},
          publish: {bindings: {kafka: {groupId: {type: 'string'}, bindingVersion: '0.9.0'}}},
        },
      },
    };
    expect(bindingProblems(bad).map((p) => `${p.path.join('.')}: ${p.problem}`)).toEqual([
      'servers.broker.bindings.mqtt: mqtt server binding 0.1.0: must NOT have additional properties "sessionExpiryInterval"',
      'channels.c.bindings.kafka: "kafka" binding 0.1.0 defines no channel binding',
      'channels.c.publish.bindings.kafka: "kafka" binding version 0.9.0 does not exist (known: 0.1.0, 0.3.0, 0.4.0, 0.5.0)',
    ]);
    expect(typeof bindingValidator('kafka', 'channel', '0.5.0')).toBe('function');
  });
});

if (examples.length > 0) {
  describe.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))('AsyncAPI example %s', (_name, example) => {
    it('has binding objects that match their binding schema', () => {
      const parsed = parseWithPointers(example.source);
      const problems = bindingProblems(parsed.data).map((p) => {
        // Point at the deepest part of the path that exists in the source.
        let location;
        for (let n = p.path.length; n > 0 && !location; n -= 1)
          location = getLocationForJsonPath(parsed, p.path.slice(0, n));
        const line = example.line + 1 + (location?.range.start.line ?? 0);
        return `${example.file}:${line} ${p.path.join('.')}: ${p.problem}`;
      });
      expect(problems).toEqual([]);
    });
  });
}
