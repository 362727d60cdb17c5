import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { fetchRemoteImage, REMOTE_IMAGE_MESSAGES } from './remote-image';

describe('fetchRemoteImage with the public-address filter', () => {
  let server: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(200).end('secret'));
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it.each([
    '127.0.0.1',
    '0x7f.1',
    '2130706433',
    '[::7f00:1]',
    '[::127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:127.0.0.1]',
    '[64:ff9b::7f00:1]',
    '[2002:7f00:1::1]',
    '[fd00::1]',
  ])('refuses http://%s before connecting', async (host) => {
    const fetched = fetchRemoteImage(`http://${host}:${port}/photo.jpg`, { timeoutMs: 2_000 });
    await expect(fetched).rejects.toBeInstanceOf(AppError);
    await expect(fetched).rejects.toThrow(REMOTE_IMAGE_MESSAGES.privateAddress);
    expect(connections).toBe(0);
  });
});
