// Prints a free TCP port on 127.0.0.1. Run synchronously from playwright.config.ts, which cannot await.
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(String(typeof address === 'object' && address ? address.port : 0));
  server.close();
});
