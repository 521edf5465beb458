// web/persisted-documents.json, the web's trusted documents (relay.config.js persistConfig), holds
// exactly the operations of the generated artifacts: relay-compiler adds new ones but never
// removes the old, so `npm run generate` prunes what no artifact names any more, and `--check`
// (npm run generated:check) fails on a missing, stale or altered document.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './stack.ts';

const MANIFEST = path.join(repoRoot, 'web', 'persisted-documents.json');
const GENERATED = path.join(repoRoot, 'web', 'src', '__generated__');

async function artifactIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const file of await readdir(GENERATED)) {
    const source = await readFile(path.join(GENERATED, file), 'utf8');
    const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
    if (id) ids.add(id);
  }
  return ids;
}

const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Record<string, string>;
const ids = await artifactIds();
const problems: string[] = [];
for (const id of ids) {
  if (manifest[id] === undefined) problems.push(`${id} (an artifact's) is not persisted`);
}
for (const [id, text] of Object.entries(manifest)) {
  if (!ids.has(id)) problems.push(`${id} is persisted but no artifact names it`);
  else if (createHash('sha256').update(text).digest('hex') !== id) {
    problems.push(`${id} does not hash to its text`);
  }
}
const file = path.relative(process.cwd(), MANIFEST);

if (process.argv.includes('--check')) {
  if (problems.length) {
    console.error(`${file} is stale (npm run generate):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`${file} holds exactly the ${ids.size} operations of the artifacts.`);
} else {
  const kept = Object.fromEntries(
    Object.entries(manifest)
      .filter(([id]) => ids.has(id))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(MANIFEST, `${JSON.stringify(kept, null, 2)}\n`);
  console.log(`Wrote ${file} (${Object.keys(kept).length} operations).`);
}
