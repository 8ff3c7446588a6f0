/** A tiny router: method + exact path. */
export type MatchResult<H> =
  { kind: 'found'; handler: H } | { kind: 'method_not_allowed'; allow: string[] } | { kind: 'not_found' };

export class Router<H> {
  private readonly routes = new Map<string, Map<string, H>>();

  add(method: string, path: string, handler: H): this {
    const byMethod = this.routes.get(path) ?? new Map<string, H>();
    if (byMethod.has(method)) throw new Error(`Route ${method} ${path} is defined twice`);
    byMethod.set(method, handler);
    this.routes.set(path, byMethod);
    return this;
  }

  match(method: string, path: string): MatchResult<H> {
    const byMethod = this.routes.get(path);
    if (!byMethod) return { kind: 'not_found' };
    const handler = byMethod.get(method);
    return handler === undefined
      ? { kind: 'method_not_allowed', allow: [...byMethod.keys()] }
      : { kind: 'found', handler };
  }
}
