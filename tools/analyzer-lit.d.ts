// The analyzer's Lit support (static properties → attributes and fields; Lit internals dropped) ships untyped.
declare module '@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js' {
  import type { Plugin } from '@custom-elements-manifest/analyzer';
  export function litPlugin(): Plugin[];
}
