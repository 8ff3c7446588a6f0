/**
 * A local stand-in for Google's gapi.iframes, used only against the Firebase Auth Emulator.
 *
 * Popup and redirect sign-in hear the result through a hidden helper iframe of the identity
 * service; the Firebase SDK talks to it with gapi.iframes, which Google serves from the internet.
 * Against the emulator (local and test runs, offline), the SDK finds this stand-in on `window.gapi`
 * instead, and the emulator's helper page gets the matching child half from the front door of
 * scripts/auth-emulator.ts (scripts/auth-emulator/gapi-iframes-child.js). Against Google's real
 * service the real loader is used; this file is never installed there.
 *
 * The protocol: postMessage between the page and the helper iframe, each message marked
 * `__storefrontGapi: 1` and checked for its window and origin; the iframe learns the page's origin
 * from `#sfParentOrigin=` in its URL.
 *   child → parent  {kind:'ready'}                          the helper is listening
 *   parent → child  {kind:'ping'}                           ask again for 'ready'
 *   either way      {kind:'send', id, type, data}           a message for the handler of `type`
 *   either way      {kind:'reply', id, responses}           the handler's answer, as [result]
 * Messages for a type with no handler yet wait until one is registered.
 */

const MARK = '__storefrontGapi';

interface Message {
  [MARK]: 1;
  kind: 'ready' | 'ping' | 'send' | 'reply';
  id?: string;
  type?: string;
  data?: unknown;
  responses?: unknown[];
}

type Handler = (data: unknown) => unknown;

class StandInIframe {
  private readonly handlers = new Map<string, Handler>();
  private readonly waiting = new Map<string, (responses: unknown[]) => void>();
  private pending: Message[] = [];
  private ready = false;
  private readonly whenReady: Array<() => void> = [];
  private nextId = 1;

  constructor(
    private readonly frame: HTMLIFrameElement,
    private readonly origin: string,
  ) {
    window.addEventListener('message', (event) => {
      const message = event.data as Message | null;
      if (!message || message[MARK] !== 1 || event.source !== frame.contentWindow || event.origin !== origin) return;
      this.receive(message);
    });
  }

  private post(message: Omit<Message, typeof MARK>): void {
    this.frame.contentWindow?.postMessage({ ...message, [MARK]: 1 }, this.origin);
  }

  private receive(message: Message): void {
    if (message.kind === 'ready') {
      this.ready = true;
      for (const resolve of this.whenReady.splice(0)) resolve();
    } else if (message.kind === 'reply' && message.id) {
      const callback = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      try {
        callback?.(message.responses ?? []);
      } catch (error) {
        // The SDK's callbacks may throw after answering (web storage check): nothing to do here.
        console.debug(error);
      }
    } else if (message.kind === 'send') {
      this.deliver(message);
    }
  }

  private deliver(message: Message): void {
    const handler = message.type ? this.handlers.get(message.type) : undefined;
    if (!handler) {
      this.pending.push(message);
      return;
    }
    Promise.resolve()
      .then(() => handler(message.data))
      .then(
        (result) => this.post({ kind: 'reply', id: message.id, responses: [result] }),
        () => this.post({ kind: 'reply', id: message.id, responses: [] }),
      );
  }

  register(type: string, handler: Handler): void {
    this.handlers.set(type, handler);
    const queued = this.pending.filter((m) => m.type === type);
    this.pending = this.pending.filter((m) => m.type !== type);
    queued.forEach((m) => this.deliver(m));
  }

  send(type: string, data: unknown, callback?: (responses: unknown[]) => void): void {
    const id = `p${this.nextId++}`;
    if (callback) this.waiting.set(id, callback);
    this.post({ kind: 'send', id, type, data });
  }

  ping(callback?: () => void): Promise<unknown[]> {
    return new Promise((resolve) => {
      const done = () => {
        callback?.();
        resolve([]);
      };
      if (this.ready) return done();
      this.whenReady.push(done);
      this.post({ kind: 'ping' });
    });
  }

  restyle(): Promise<unknown[]> {
    return Promise.resolve([]);
  }
}

interface OpenOptions {
  where: HTMLElement;
  url: string;
  attributes?: { style?: Record<string, string>; [name: string]: unknown };
}

const context = {
  open(options: OpenOptions, callback?: (iframe: StandInIframe) => Promise<unknown> | unknown): Promise<StandInIframe> {
    const url = new URL(options.url);
    url.hash = `sfParentOrigin=${encodeURIComponent(location.origin)}`;
    const frame = document.createElement('iframe');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (name === 'style' && value && typeof value === 'object') Object.assign(frame.style, value);
      else if (typeof value === 'string') frame.setAttribute(name, value);
    }
    frame.title = 'Sign-in helper';
    const iframe = new StandInIframe(frame, url.origin);
    frame.src = url.href;
    options.where.appendChild(frame);
    return Promise.resolve(callback ? callback(iframe) : undefined).then(() => iframe);
  },
};

/** Puts the stand-in on window.gapi, unless a gapi with iframes is there already. */
export function installGapiStandIn(): void {
  const w = window as unknown as { gapi?: { iframes?: unknown } };
  if (w.gapi?.iframes) return;
  w.gapi = {
    load: (_feature: string, options?: { callback?: () => void } | (() => void)) => {
      const callback = typeof options === 'function' ? options : options?.callback;
      setTimeout(() => callback?.(), 0);
    },
    iframes: {
      Iframe: StandInIframe,
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  } as never;
}
