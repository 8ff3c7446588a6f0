/** node-forge's single modules (the fallback cipher loads only AES-GCM, not the whole library). */
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/aes';
