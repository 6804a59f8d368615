import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import oneWayRooms from './lint/one-way-rooms.js';
import { FLOORS, PARTS } from './lint/room-floors.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-hosted/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{server,console,agent,contract}/src/**/*.{ts,tsx}', '{e2e,bench}/**/*.ts'],
    plugins: { netloom: oneWayRooms },
    rules: { 'netloom/one-way-rooms': ['error', { parts: PARTS, floors: FLOORS }] },
  },
  {
    // SQL lives in the store (docs/architecture.md, Rooms): the rest of the server asks it through functions.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/store/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'SQL lives in server/src/store' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|executeQuery|connection)$/]',
          message: 'SQL lives in server/src/store: add a function there and call it',
        },
      ],
    },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
