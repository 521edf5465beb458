// Runs babel-plugin-relay on our own source files: plugin-react 6 transforms with Oxc and cannot
// run Babel plugins, so `graphql` tags are compiled here into imports of the generated artifacts.
import path from 'node:path';
import { transformSync } from '@babel/core';
import babelPluginRelay from 'babel-plugin-relay';
import type { Plugin } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * `react-relay` resolved to `react-relay/hooks`: the same hooks API without the legacy container
 * API (QueryRenderer, createFragmentContainer…) that its index also loads and that, being
 * CommonJS, no bundler can leave out. The app uses hooks only (eslint forbids the containers).
 */
export const relayHooksOnly = { find: /^react-relay$/, replacement: 'react-relay/hooks' };

export function relay(): Plugin {
  return {
    name: 'canam:relay',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file)) return null;
      if (!code.includes('graphql`')) return null;
      const result = transformSync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          [
            babelPluginRelay,
            {
              artifactDirectory: path.join(repoRoot, 'web/src/__generated__'),
              eagerEsModules: true,
            },
          ],
        ],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
