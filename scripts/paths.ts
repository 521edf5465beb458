// Where the repository and the built web application are, for every script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built web application; WEB_DIST_DIR lets parallel builds (and their tests) use their own. */
export const webDistDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, 'web', 'dist');
