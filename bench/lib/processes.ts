/**
 * Child processes for the benchmarks: servers pinned to one core (the load
 * generator keeps the other), started and stopped cleanly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** The cores of this machine that the bench uses: servers on the first, load on the second. */
export const SERVER_CORE = process.env.BENCH_SERVER_CORE ?? '0';
export const LOAD_CORE = process.env.BENCH_LOAD_CORE ?? '1';

export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/**
 * Runs this very script again pinned to the load core, once. Returns true in
 * the parent, which should then only wait for the child's exit code.
 */
export async function pinSelfToLoadCore(): Promise<boolean> {
  if (!hasTaskset || process.env.BENCH_PINNED) return false;
  const child = spawn(
    'taskset',
    ['-c', LOAD_CORE, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  process.exitCode = code ?? 1;
  return true;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** CPU time (user and system) a process has used so far, in milliseconds, from /proc. */
export function cpuTimeMs(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * CPU time used so far by every process whose command name matches `name`
 * (PostgreSQL's backends, Redis), in milliseconds; processes that exit
 * between two readings take their share with them.
 */
export function cpuTimeOfCommandMs(name: RegExp): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (name.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) total += cpuTimeMs(+pid);
    } catch {
      // Gone since the listing.
    }
  }
  return total;
}

/** CPU time this process has used so far (user and system), in milliseconds. */
export const ownCpuTimeMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node <args>` on the server core and waits until `health` answers 2xx. */
export async function startNode(
  args: string[],
  options: { env: Record<string, string>; port: number; health: string; logFile?: string },
): Promise<Server & { startedInMs: number }> {
  const out = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const command = hasTaskset ? 'taskset' : process.execPath;
  const argv = hasTaskset ? ['-c', SERVER_CORE, process.execPath, ...args] : args;
  const started = performance.now();
  const child = spawn(command, argv, {
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${options.port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering ${options.health}`);
    try {
      const res = await fetch(url + options.health);
      // Any answer but a 5xx means it listens (a reference may answer 401 without a token).
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const startedInMs = performance.now() - started;
  return {
    url,
    child,
    startedInMs,
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
