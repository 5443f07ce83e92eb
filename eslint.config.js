// The lint gate (`npm run lint`, part of `npm test`): zero warnings allowed. Besides correctness
// rules it holds the architecture: only the storefront SDK talks to the service's code, and code
// that ships to the browser never imports a `.server` module (type-only imports are erased), and
// loaders and actions reach the session and the SDK through the request scope.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverOnlyImports = {
  group: ["**/*.server", "**/*.server.*", "~/*.server", "~/**/*.server"],
  allowTypeImports: true,
  message: "Browser code must not import a .server module: move the server part into a .server.ts file of its own.",
};

const serviceImports = {
  group: ["**/service/**", "../service", "../../service"],
  allowTypeImports: false,
  message: "Only app/sdk/ talks to the service's code: import what you need from ~/sdk.",
};

const requestScopeImports = {
  group: ["~/sdk.server", "**/sdk.server", "~/session.server", "**/session.server"],
  importNames: ["getApi", "getSession"],
  message:
    "Loaders and actions use requestScope(request, context) from ~/request-scope.server (.api, .session(), .shopperApi(), .visitorApi()): only that module reads the session cookie and makes SDK clients.",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      "public/__bench/",
      "data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "service/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      "import-x/no-self-import": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Remix loaders and actions throw Response objects by design.
      "@typescript-eslint/only-throw-error": "off",
      // Passing on a caught error or an AbortSignal's reason is fine; a string rejection is not.
      "@typescript-eslint/prefer-promise-reject-errors": [
        "error",
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Everywhere but the request scope itself: no session reads or SDK clients of one's own.
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/request-scope.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [requestScopeImports] }] },
  },
  {
    // Everything in app/ except the SDK: no imports from the service's code.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/sdk/**", "app/request-scope.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serviceImports, requestScopeImports] }],
    },
  },
  {
    files: ["app/request-scope.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serviceImports] }] },
  },
  {
    // Modules that are bundled for the browser: components, sections, pure logic, the client entry.
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/sections/**/*.{ts,tsx}",
      "app/lib/**/*.{ts,tsx}",
      "app/entry.client.tsx",
    ],
    ignores: ["**/*.server.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [serviceImports, serverOnlyImports] }],
    },
  },
  {
    // Tests read JSON answers (typed `any` by fetch) field by field: the unsafe-any family would flag
    // every assertion without making a test stricter, since the assertions check the values.
    files: ["tests/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
      // Fakes of async interfaces answer at once.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Playwright fixtures call their `use` argument, which is no React hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
