/**
 * scripts/gzip-front.mjs (the bench's compression front): text is gzipped when the client accepts it, other
 * types and clients that do not accept gzip get the bytes as they are.
 * Both servers run in this process (nothing blocks the event loop here).
 */
import http from 'node:http';
import {AddressInfo} from 'node:net';
import zlib from 'node:zlib';

// jiti runs the ES module from Jest's CommonJS world.
const jiti = require('jiti')(__filename);
const {createGzipFront} = jiti('../../scripts/gzip-front.mjs') as {
  createGzipFront: (targetPort: number) => http.Server;
};

const PAGE = '<!doctype html><title>x</title>' + 'AsyncAPI '.repeat(500);
const IMAGE = Buffer.alloc(2048, 7);

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function get(port: number, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    http
      .get({host: '127.0.0.1', port, path, headers, agent: false}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

describe('scripts/gzip-front.mjs', () => {
  const upstream = http.createServer((req, res) => {
    if (req.url === '/image.png') {
      res.writeHead(200, {'content-type': 'image/png', 'content-length': IMAGE.length});
      res.end(IMAGE);
      return;
    }
    res.writeHead(req.url === '/missing' ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(PAGE),
      'x-frame-options': 'DENY',
    });
    res.end(PAGE);
  });
  let front: http.Server;
  let port = 0;

  beforeAll(async () => {
    const target = await listen(upstream);
    front = createGzipFront(target);
    port = await listen(front);
  });
  afterAll(() => {
    upstream.close();
    front.close();
  });

  it('gzips text for a client that accepts gzip, keeping status and headers', async () => {
    const res = await get(port, '/missing', {'accept-encoding': 'gzip, deflate, br'});
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(zlib.gunzipSync(res.body).toString()).toBe(PAGE);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
  });

  it('passes other types, and clients without gzip, through unchanged', async () => {
    const image = await get(port, '/image.png', {'accept-encoding': 'gzip'});
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.equals(IMAGE)).toBe(true);
    const plain = await get(port, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });
});
