/// <reference types="vite/client" />
/** The release this bundle belongs to (set by vite.config.ts). */
declare const __BUILD_VERSION__: string;
