// The layer rule of lint/layers.js, run through ESLint with the repository's own configuration:
// it refuses an import against the layers and lets the same import through the right way round.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The layer errors ESLint reports for `source` as if it were the file at `filePath`. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const importing = (path: string, name: string) =>
  `import { ${name} } from '${path}';\nexport const used = ${name};\n`;

describe('import layers', () => {
  it.each([
    ['web/src/components/Probe.tsx', '../layouts/nav/NavBar.tsx', 'NavBar', 'web-layouts'],
    ['web/src/auth/probe.ts', '../features/auth/LoginForm.tsx', 'LoginForm', 'web-features'],
    ['web/src/layouts/nav/Probe.tsx', '../../features/auth/LoginForm.tsx', 'LoginForm', 'web-'],
    ['gateway/src/subscriptions/probe.ts', '../resolvers/Viewer.ts', 'Viewer', 'gateway-'],
    ['gateway/src/relay/probe.ts', '../resolvers/Query.ts', 'Query', 'gateway-resolvers'],
    ['gateway/src/loaders/probe.ts', '../relay/ids.ts', 'toGlobalId', 'gateway-relay'],
    ['api/src/accounts/probe.ts', '../routes/health.ts', 'healthRoute', 'api-routes'],
    ['api/src/db/probe.ts', '../accounts/users.ts', 'userIdByEmail', 'api-services'],
    ['domain/src/probe.ts', '@canam/api/errors', 'notFound', 'api-'],
    ['domain/src/probe.ts', '../../web/src/components/navLinks.ts', 'navLinksFor', 'web-'],
    ['web/src/features/probe.ts', '@canam/gateway/rest/client', 'bindRestClient', 'gateway-'],
    ['web/src/features/probe.ts', '../../../api/src/errors.ts', 'notFound', 'api-'],
    // a folder without a layer imports nothing until lint/layers.js gives it one
    ['api/src/unplaced/probe.ts', '../errors.ts', 'notFound', 'api-app'],
    ['api/src/unplaced/probe.ts', '../db/database.ts', 'openDatabase', 'api-db'],
  ])('refuses %s importing %s', async (file, path, name, target) => {
    const errors = await layerErrors(file, importing(path, name));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(target);
  });

  it.each([
    ['web/src/features/Probe.tsx', '../layouts/nav/NavBar.tsx', 'NavBar'],
    ['web/src/layouts/Probe.tsx', '../components/navLinks.ts', 'navLinksFor'],
    ['gateway/src/resolvers/probe.ts', '../subscriptions/credentialsKey.ts', 'credentialsKey'],
    ['gateway/src/relay/probe.ts', '../models/offerModels.ts', 'offersOfChain'],
    ['api/src/routes/probe.ts', '../accounts/users.ts', 'userIdByEmail'],
    ['api/src/accounts/probe.ts', '../errors.ts', 'notFound'],
    ['domain/src/probe.ts', './roles.ts', 'isStaff'],
    ['web/src/features/probe.ts', '@canam/domain/roles', 'isStaff'],
  ])('lets %s import %s', async (file, path, name) => {
    expect(await layerErrors(file, importing(path, name))).toEqual([]);
  });

  it('lets every layer import the gateway context as a type, not as a value', async () => {
    const file = 'gateway/src/subscriptions/probe.ts';
    const type = `import type { GatewayContext } from '../context.ts';\nexport type C = GatewayContext;\n`;
    expect(await layerErrors(file, type)).toEqual([]);
    expect(await layerErrors(file, importing('../context.ts', 'createContext'))).toHaveLength(1);
  });

  it('lets tests import anything of their workspace, and code no testing helper', async () => {
    const test = 'web/src/components/probe.test.tsx';
    expect(
      await layerErrors(test, importing('../features/auth/LoginForm.tsx', 'LoginForm')),
    ).toEqual([]);
    const code = 'api/src/offers/probe.ts';
    expect(
      await layerErrors(code, importing('../testing/testApi.ts', 'createTestApi')),
    ).toHaveLength(1);
  });
});
