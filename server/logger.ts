/** Where the server writes what operators need to see. Tests pass a quiet or capturing one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

const stamp = () => new Date().toISOString();

export const consoleLogger: Logger = {
  info: (message) => console.log(`${stamp()} ${message}`),
  warn: (message) => console.warn(`${stamp()} WARN ${message}`),
  error: (message, error) => console.error(`${stamp()} ERROR ${message}`, ...(error === undefined ? [] : [error])),
};
