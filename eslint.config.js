// One lint configuration for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { layers } from './lint/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/__generated__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The build resolves react-relay to react-relay/hooks (web/viteRelayPlugin.ts): these are
      // not in it.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              importNames: [
                'LocalQueryRenderer',
                'MutationTypes',
                'QueryRenderer',
                'RangeOperations',
                'ReactRelayContext',
                'createFragmentContainer',
                'createPaginationContainer',
                'createRefetchContainer',
                'fetchQuery_DEPRECATED',
                'useClientQuery',
                'usePrefetchableForwardPaginationFragment',
              ],
              message: 'Relay hooks only: the build serves react-relay/hooks.',
            },
          ],
        },
      ],
    },
  },
  layers,
  prettier,
);
