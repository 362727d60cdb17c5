// Prints free TCP ports on 127.0.0.1, one per line (how many: the first argument, default 1). Run
// synchronously from playwright.config.ts, which cannot await.
//
// The ports come from below Linux's ephemeral range (32768–60999): a port the kernel hands out for
// `listen(0)` is the same kind it hands to outgoing connections, and one such connection opened
// between this pick and anvil's bind once took the chain's port (CI, stop 52: "Address already in
// use"). All ports are held until every one is picked, so two of them are never the same.
import { createServer } from 'node:net';

const wanted = Number(process.argv[2] ?? 1);
const LOW = 20_000;
const HIGH = 32_000;

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const held = [];
for (let attempt = 0; held.length < wanted && attempt < 1_000; attempt++) {
  const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
  if (held.some((server) => server.address().port === port)) continue;
  const server = await tryListen(port);
  if (server) held.push(server);
}
if (held.length < wanted) {
  process.stderr.write(`no ${wanted} free ports between ${LOW} and ${HIGH}\n`);
  process.exit(1);
}
process.stdout.write(held.map((server) => server.address().port).join('\n'));
for (const server of held) server.close();
