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

  /**
   * `fresh`: the caller wants an answer that left after it asked (Request.cache 'no-cache' or
   * 'reload': a count asked again because something changed). It never joins a request already in
   * flight, which left before; it goes to the network itself, and later identical requests join it.
   */
  run(key: string, send: () => Promise<Response>, { fresh = false }: { fresh?: boolean } = {}): Promise<Response> {
    let shared = fresh ? undefined : this.pending.get(key);
    if (!shared) {
      const started: Promise<Buffered> = send()
        .then(async (r) => ({
          body: await r.arrayBuffer(),
          status: r.status,
          statusText: r.statusText,
          headers: [...r.headers],
        }))
        .finally(() => {
          // An older request ending does not forget a fresher one that took its place.
          if (this.pending.get(key) === started) this.pending.delete(key);
        });
      shared = started;
      this.pending.set(key, shared);
    }
    return shared.then((b) => toResponse(b));
  }

  get size(): number {
    return this.pending.size;
  }
}
