/**
 * The few web-platform globals the contract uses, which the browser, the worker and Node 20 all
 * have. Declared here so contract/ compiles without the DOM library (it must not touch the DOM).
 */
declare function btoa(data: string): string;
declare function atob(data: string): string;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare var crypto: { getRandomValues<T extends ArrayBufferView | null>(array: T): T };
