import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { Address, Hex } from 'viem';

/** Anvil's well-known development mnemonic. Public: never use its keys outside a local chain. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

export const DEV_CHAIN_ID = 31337;

/** Anvil's first ten accounts, derived from ANVIL_MNEMONIC (m/44'/60'/0'/0/i). Public test keys. */
export const DEV_ACCOUNTS: readonly { address: Address; privateKey: Hex }[] = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
];

export type StartAnvilOptions = {
  port: number;
  /** Defaults to 127.0.0.1: the dev chain holds public keys and must stay on loopback. */
  host?: string;
  /** Loaded at start when it exists, written on stop and every `stateIntervalSeconds`. */
  stateFile?: string;
  /** Seconds between periodic state dumps, so a hard kill loses little. Default 2. */
  stateIntervalSeconds?: number;
  /** When false (default), anvil's output is forwarded to this process's stdout/stderr. */
  quiet?: boolean;
  /** How long to wait for JSON-RPC to answer. Default 20 000 ms. */
  startTimeoutMs?: number;
  /** Default DEV_CHAIN_ID; another id stands in for a second, public chain (deployment tests). */
  chainId?: number;
  /** Start without anvil's predeployed CREATE2 proxy, as on a chain where nobody deployed it. */
  withoutCreate2Proxy?: boolean;
  /** Mine a block every this many seconds (fractions allowed), like an L2 sequencer, instead of
   *  one per transaction the moment it arrives (anvil's default, and what tests want). */
  blockTimeSeconds?: number;
};

export type AnvilHandle = {
  rpcUrl: string;
  /** Stops anvil gracefully (it dumps the state file on the way out) and waits for it to exit. */
  stop(): Promise<void>;
};

const OUTPUT_TAIL_CHARS = 4000;
const STOP_GRACE_MS = 10_000;

/** Path of the platform's anvil binary, resolved next to the `@foundry-rs/anvil` package. */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url);
  const wrapperPackageJson = require.resolve('@foundry-rs/anvil/package.json');
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  // Resolve from the wrapper's location: the platform package is its optional dependency.
  const platformPackageJson = createRequire(wrapperPackageJson).resolve(`${platformPackage}/package.json`);
  return join(dirname(platformPackageJson), 'bin', binaryName);
}

/** Ports are picked below Linux's ephemeral range (32768–60999), where the kernel also places the
 *  local end of every outgoing connection: a port taken from `listen(0)` could be handed to a
 *  connection before anvil binds it ("Address already in use", CI stop 52). */
const FREE_PORT_LOW = 20_000;
const FREE_PORT_HIGH = 32_000;

/** A free TCP port on loopback (other anvils run on this machine: never assume 8545). */
export async function findFreePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FREE_PORT_LOW + Math.floor(Math.random() * (FREE_PORT_HIGH - FREE_PORT_LOW));
    if (await canListen(port)) return port;
  }
  throw new Error(`could not find a free port between ${FREE_PORT_LOW} and ${FREE_PORT_HIGH}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Spawns anvil (chain id 31337 unless told) and resolves once its JSON-RPC answers. */
export async function startAnvil(opts: StartAnvilOptions): Promise<AnvilHandle> {
  const host = opts.host ?? '127.0.0.1';
  const rpcUrl = `http://${host}:${opts.port}`;
  const args = [
    '--host',
    host,
    '--port',
    String(opts.port),
    '--chain-id',
    String(opts.chainId ?? DEV_CHAIN_ID),
  ];
  if (opts.withoutCreate2Proxy) args.push('--disable-default-create2-deployer');
  if (opts.blockTimeSeconds !== undefined) {
    if (!(opts.blockTimeSeconds > 0))
      throw new Error(`blockTimeSeconds must be positive, not ${opts.blockTimeSeconds}`);
    args.push('--block-time', String(opts.blockTimeSeconds));
  }
  args.push('--mnemonic', ANVIL_MNEMONIC);
  if (opts.stateFile) {
    await mkdir(dirname(opts.stateFile), { recursive: true });
    args.push('--state', opts.stateFile, '--state-interval', String(opts.stateIntervalSeconds ?? 2));
  }

  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let outputTail = '';
  // An RPC answer alone is not proof: when the port is taken, another process answers while this
  // anvil fails to bind. Anvil prints "Listening on" only once it owns the socket.
  let listening = false;
  const remember = (chunk: Buffer) => {
    outputTail = (outputTail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    listening ||= outputTail.includes('Listening on');
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    remember(chunk);
    if (!opts.quiet) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    remember(chunk);
    if (!opts.quiet) process.stderr.write(chunk);
  });

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
    // A binary that never spawned emits 'error' but no 'exit'.
    child.once('error', () => {
      if (child.pid === undefined) resolve();
    });
  });
  // 'exit' handlers run synchronously, so only a signal can be sent here; SIGTERM still lets anvil
  // dump its state. A parent killed with SIGKILL cannot clean up: the periodic dump limits the loss.
  const killOnParentExit = () => {
    child.kill('SIGTERM');
  };
  process.once('exit', killOnParentExit);
  void exited.then(() => process.off('exit', killOnParentExit));

  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    await waitForRpc(
      rpcUrl,
      child,
      opts.startTimeoutMs ?? 20_000,
      () => spawnError,
      () => listening,
    );
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`anvil did not start on ${rpcUrl}: ${reason}\n--- anvil output ---\n${outputTail}`);
  }
  return { rpcUrl, stop };
}

async function waitForRpc(
  rpcUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  getSpawnError: () => Error | undefined,
  isListening: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const spawnError = getSpawnError();
    if (spawnError) throw spawnError;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`anvil exited early (code ${child.exitCode ?? child.signalCode})`);
    }
    if (isListening() && (await answersChainId(rpcUrl))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no JSON-RPC answer within ${timeoutMs} ms`);
}

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { result?: string };
    return typeof body.result === 'string';
  } catch {
    return false;
  }
}
