/**
 * scrypt in a worker pool of its own (issue 11, responsive under load). node:crypto's asynchronous
 * scrypt runs on libuv's thread pool (4 threads), the same pool file reads use: 100 concurrent logins
 * once held every thread for 20 s and /m/home and /m/sw.js waited behind them. Here each worker
 * thread runs scryptSync, so the libuv pool stays free for files, and the main thread for answers.
 *
 * At most `maxInFlight` hashes wait or run at once; beyond that the call is refused at once with
 * 503 server.busy and Retry-After (a login burst is shed, not queued for minutes). Workers start on
 * first use, do not keep the process alive, and end with close().
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';

export const HASH_WORKERS_DEFAULT = Math.max(1, Math.min(4, availableParallelism() - 1));
export const HASH_MAX_IN_FLIGHT_DEFAULT = 64;
export const HASH_BUSY_RETRY_AFTER_S = 2;

export const serverBusy = () =>
  new HttpError(503, 'server.busy', 'The server is busy. Please try again in a moment.', undefined, {
    'Retry-After': String(HASH_BUSY_RETRY_AFTER_S),
  });

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.options);
    parentPort.postMessage({ id: job.id, key });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

export interface ScryptJobOptions {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Job {
  id: number;
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptJobOptions;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private inFlight = 0;
  private closed = false;

  constructor(
    readonly workers: number = HASH_WORKERS_DEFAULT,
    readonly maxInFlight: number = HASH_MAX_IN_FLIGHT_DEFAULT,
  ) {}

  /** Hashes waiting or running now. */
  get pending(): number {
    return this.inFlight;
  }

  scrypt(password: string, salt: Uint8Array, keyLength: number, options: ScryptJobOptions): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the hash pool is closed'));
    if (this.inFlight >= this.maxInFlight) return Promise.reject(serverBusy());
    this.inFlight++;
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, salt, keyLength, options, resolve, reject });
      this.pump();
    }).finally(() => {
      this.inFlight--;
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.workers) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({
        id: job.id,
        password: job.password,
        salt: job.salt,
        keyLength: job.keyLength,
        options: job.options,
      });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const job = slot.job;
      slot.job = null;
      worker.unref();
      if (job && job.id === message.id) {
        if (message.key) job.resolve(Buffer.from(message.key));
        else job.reject(new Error(message.error ?? 'scrypt failed'));
      }
      this.pump();
    });
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', (code) => this.retire(slot, new Error(`hash worker exited with ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    slot.job?.reject(error);
    slot.job = null;
    if (!this.closed) this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the hash pool is closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
