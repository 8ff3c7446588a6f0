/** node-forge's single modules (the fallback cipher loads only AES-GCM, not the whole library). */
declare module 'node-forge/lib/forge' {
  export { default } from 'node-forge';
}
declare module 'node-forge/lib/aes';
