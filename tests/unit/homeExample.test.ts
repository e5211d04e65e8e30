/** @jest-environment node */
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {HOME_EXAMPLE_DOCUMENT} from '@site/src/components/HomeExample/example';

describe('the home page example document', () => {
  it('is a valid AsyncAPI 3.0.0 document with no errors or warnings', async () => {
    const {document, diagnostics} = await new Parser().parse(HOME_EXAMPLE_DOCUMENT);
    const problems = diagnostics.filter(
      (diagnostic) =>
        diagnostic.severity === DiagnosticSeverity.Error || diagnostic.severity === DiagnosticSeverity.Warning,
    );
    expect(problems.map((diagnostic) => `${diagnostic.path.join('.')}: ${diagnostic.message}`)).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
  });

  it('says what the explanation beside it says', async () => {
    const {document} = await new Parser().parse(HOME_EXAMPLE_DOCUMENT);
    if (!document) throw new Error('no document');
    expect(document.info().title()).toBe('Order Service');
    expect(document.info().version()).toBe('1.0.0');
    const server = document.servers().all()[0];
    expect([server.host(), server.protocol()]).toEqual(['kafka.example.com:9092', 'kafka']);
    const channel = document.channels().all()[0];
    expect(channel.address()).toBe('orders.placed');
    const operation = document.operations().all()[0];
    expect(operation.action()).toBe('send');
    const payload = channel.messages().all()[0].payload();
    expect(payload?.required()).toEqual(['orderId', 'total']);
    expect(payload?.properties()?.total.minimum()).toBe(0);
  });
});
