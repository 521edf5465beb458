// The import layers of every workspace, checked by eslint-plugin-boundaries: a file imports only
// from its own layer's allowed list (lower layers, never a higher one), domain imports no
// workspace, web imports neither api nor gateway. Tests and testing helpers import anything of
// their own workspace (gateway's also the api, which its integration tests start).
import boundaries from 'eslint-plugin-boundaries';

/** A folder of the repository, matched from the repository root (not as a path suffix). */
const folder = (type, pattern) => ({ type, pattern, partialMatch: false });

// The most specific folder comes first: a file belongs to the first element it matches.
const ELEMENTS = [
  folder('domain', 'domain/src'),

  // api: routes → plugins → services → infrastructure → schemas and db → domain.
  folder('api-routes', 'api/src/routes'),
  folder('api-plugins', 'api/src/plugins'),
  folder(
    'api-services',
    'api/src/{accounts,address,companies,contact,notifications,offers,users,vehicles}',
  ),
  folder('api-seed', 'api/src/seed'),
  folder('api-infra', 'api/src/{auth,events,files,idempotency,mail,vin}'),
  folder('api-schemas', 'api/src/schemas'),
  folder('api-db', 'api/src/db'),
  folder('api-testing', 'api/src/testing'),
  // app.ts and server.ts compose everything; config.ts, errors.ts and trustProxy.ts beside them
  // are shared by every layer (API_SHARED below).
  folder('api-app', 'api/src'),

  // gateway: server (with limits and execution) → resolvers → subscriptions → relay and models →
  // loaders → events and rest.
  folder('gateway-limits', 'gateway/src/limits'),
  folder('gateway-execution', 'gateway/src/execution'),
  folder('gateway-resolvers', 'gateway/src/resolvers'),
  folder('gateway-subscriptions', 'gateway/src/subscriptions'),
  folder('gateway-relay', 'gateway/src/relay'),
  folder('gateway-models', 'gateway/src/models'),
  folder('gateway-loaders', 'gateway/src/loaders'),
  folder('gateway-events', 'gateway/src/events'),
  folder('gateway-rest', 'gateway/src/rest'),
  folder('gateway-generated', 'gateway/src/__generated__'),
  folder('gateway-testing', 'gateway/src/testing'),
  // server.ts, schema.ts, context.ts and clientAddress.ts; models.ts is the models layer
  // (GATEWAY_MODELS) and context.ts's types are every layer's (GATEWAY_CONTEXT_TYPES).
  folder('gateway-server', 'gateway/src'),

  // web: main and routes (and the server's render of them, ssr) → features → layouts →
  // components → relay and auth → domain.
  folder('web-ssr', 'web/src/ssr'),
  folder('web-features', 'web/src/features'),
  folder('web-layouts', 'web/src/layouts'),
  folder('web-components', 'web/src/components'),
  folder('web-relay', 'web/src/relay'),
  folder('web-auth', 'web/src/auth'),
  folder('web-theme', 'web/src/theme'),
  folder('web-generated', 'web/src/__generated__'),
  folder('web-testing', 'web/src/testing'),
  folder('web-app', 'web/src'),
];

const FILES = [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/testing/**'] }];

const to = (...types) => ({ element: { type: types } });
const API_SHARED = {
  element: { type: 'api-app' },
  file: { path: 'api/src/{config,errors,trustProxy}.ts' },
};
const GATEWAY_MODELS = {
  element: { type: 'gateway-server' },
  file: { path: 'gateway/src/models.ts' },
};
const GATEWAY_CONTEXT_TYPES = {
  to: { element: { type: 'gateway-server' }, file: { path: 'gateway/src/context.ts' } },
  dependency: { kind: 'type' },
};
const GATEWAY_SHARED = [GATEWAY_MODELS, GATEWAY_CONTEXT_TYPES];
/** What lies below the gateway's subscriptions. */
const GATEWAY_GRAPH = [
  'gateway-relay',
  'gateway-models',
  'gateway-loaders',
  'gateway-events',
  'gateway-rest',
  'gateway-generated',
  'domain',
];

/** What every web layer above relay and auth may import. */
const WEB_BASE = ['web-relay', 'web-auth', 'web-theme', 'web-generated', 'domain'];

/** `from` may import its own layer and the listed targets (elements, or whole dependencies). */
const layer = (from, ...allowed) => {
  const self = typeof from === 'string' ? { element: { type: from } } : from;
  return {
    from: self,
    allow: [{ element: self.element }, ...allowed].map((item) =>
      'to' in item ? item : { to: item },
    ),
  };
};
/**
 * The files directly in a workspace's src/ (app.ts, server.ts, main.tsx...). A folder that no
 * element names falls to the workspace's root element too, but may import nothing until it is
 * given a layer above.
 */
const rootFiles = (type, workspace) => ({
  element: { type },
  file: { path: `${workspace}/src/*.{ts,tsx}` },
});

const POLICIES = [
  layer('domain', to('domain')),

  layer(rootFiles('api-app', 'api'), to('api-*', 'domain')),
  layer(
    'api-routes',
    to('api-plugins', 'api-services', 'api-infra', 'api-schemas', 'api-db', 'domain'),
    API_SHARED,
  ),
  layer('api-plugins', to('api-infra', 'api-schemas', 'api-db', 'domain'), API_SHARED),
  layer(
    'api-services',
    to('api-services', 'api-infra', 'api-schemas', 'api-db', 'domain'),
    API_SHARED,
  ),
  layer('api-seed', to('api-services', 'api-infra', 'api-db', 'domain'), API_SHARED),
  layer('api-infra', to('api-schemas', 'api-db', 'domain'), API_SHARED),
  layer('api-schemas', to('domain')),
  layer('api-db', to('domain')),

  layer(rootFiles('gateway-server', 'gateway'), to('gateway-*', 'domain')),
  layer('gateway-limits', to('gateway-*', 'domain')),
  // How Apollo executes an operation: graphql's and graphql-jit's, nothing of the graph's own.
  layer('gateway-execution', to('domain')),
  // Resolvers and subscriptions: the graph's layers below them, the models file, context types.
  layer('gateway-resolvers', to('gateway-subscriptions', ...GATEWAY_GRAPH), ...GATEWAY_SHARED),
  layer('gateway-subscriptions', to(...GATEWAY_GRAPH), ...GATEWAY_SHARED),
  // Relay's node lookup builds models; models' connections are Relay page slices.
  ...['gateway-relay', 'gateway-models'].map((from) =>
    layer(
      from,
      to('gateway-relay', 'gateway-models', 'gateway-loaders', 'gateway-rest', 'gateway-generated'),
      to('domain'),
      ...GATEWAY_SHARED,
    ),
  ),
  layer('gateway-loaders', to('gateway-rest', 'domain')),
  layer('gateway-events', to('gateway-rest', 'domain')),
  layer('gateway-rest', to('domain')),

  layer(rootFiles('web-app', 'web'), to('web-*', 'domain')),
  layer('web-ssr', to('web-*', 'domain')),
  layer('web-features', to('web-features', 'web-layouts', 'web-components', ...WEB_BASE)),
  layer('web-layouts', to('web-components', ...WEB_BASE)),
  layer('web-components', to(...WEB_BASE)),
  // The session and the Relay network need each other (the network refreshes the session).
  layer('web-relay', to('web-relay', 'web-auth', 'web-generated', 'domain')),
  layer('web-auth', to('web-relay', 'web-auth', 'web-generated', 'domain')),
  layer('web-theme', to('domain')),

  // Tests and testing helpers: anything of their own workspace.
  ...['api', 'gateway', 'web'].map((workspace) => ({
    from: { file: { categories: 'test' }, element: { type: `${workspace}-*` } },
    allow: { to: to(`${workspace}-*`, 'domain') },
  })),
  {
    from: { file: { categories: 'test' }, element: { type: 'gateway-*' } },
    allow: { to: to('api-*') },
  },
  // Last, so that it wins: code that ships never imports a test or a testing helper.
  {
    from: { file: { categories: { noneOf: ['test'] } } },
    disallow: { to: { file: { categories: 'test' } } },
  },
];

export const layers = {
  files: ['{api,gateway,web,domain}/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': {
      typescript: {
        project: ['domain', 'api', 'gateway', 'web'].map((w) => `${w}/tsconfig.json`),
        noWarnOnMultipleProjects: true,
      },
    },
    'boundaries/elements': ELEMENTS,
    'boundaries/files': FILES,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Imports inside one layer are checked too (a folder without a layer imports nothing).
        checkInternals: true,
        message:
          'layers (lint/layers.js): {{from.element.type}} may not import {{to.element.type}}',
        policies: POLICIES,
      },
    ],
  },
};
