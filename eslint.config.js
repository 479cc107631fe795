// ESLint (npm run lint): typescript-eslint's recommended rules over the TypeScript sources, and
// React's hook rules over the islands (the rules the code's `eslint-disable` comments name).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-api/**',
      'functions/dist/**',
      '.astro/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Unused names are already compile errors (noUnusedLocals/Parameters in the tsconfigs).
      '@typescript-eslint/no-unused-vars': 'off',
      // `interface LagnaPosition extends ZodiacPosition {}` names a role; that is deliberate.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests poke at JSON bodies of any shape.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
