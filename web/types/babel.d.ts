// Minimal types for the two Babel packages the Relay Vite plugin calls (no @types packages).
declare module '@babel/core' {
  export interface TransformResult {
    code?: string | null;
    map?: { mappings: string } | null;
  }
  export function transformSync(
    code: string,
    options: Record<string, unknown>,
  ): TransformResult | null;
}

declare module 'babel-plugin-relay' {
  const plugin: unknown;
  export default plugin;
}
