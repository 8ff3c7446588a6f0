/** §7: one network answer shared by every identical request that arrives while it is in flight. */

interface Buffered {
  body: ArrayBuffer;
  status: number;
  statusText: string;
  headers: [string, string][];
}

const toResponse = (b: Buffered) =>
  new Response(b.body.slice(0), { status: b.status, statusText: b.statusText, headers: b.headers });

export class InFlight {
  private readonly pending = new Map<string, Promise<Buffered>>();

  run(key: string, send: () => Promise<Response>): Promise<Response> {
    let shared = this.pending.get(key);
    if (!shared) {
      shared = send()
        .then(async (r) => ({
          body: await r.arrayBuffer(),
          status: r.status,
          statusText: r.statusText,
          headers: [...r.headers],
        }))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, shared);
    }
    return shared.then((b) => toResponse(b));
  }

  get size(): number {
    return this.pending.size;
  }
}
