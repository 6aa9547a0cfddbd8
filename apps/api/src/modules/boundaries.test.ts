import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const srcDir = dirname(modulesDir);

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name));

/** Every relative module a source imports or re-exports, statically or dynamically, types included. */
function importsOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((m) => m[1]);
}

/** Where an import lands, as `module/path` under modules/ (or undefined when it lands elsewhere). */
function landing(file: string, specifier: string) {
  const target = relative(modulesDir, resolve(dirname(file), specifier));
  return target.startsWith('..') ? undefined : target.split(sep).join('/');
}

/** The imports of one file under modules/ that reach into another module past its index.ts. */
function crossings(file: string, source: string) {
  const own = relative(modulesDir, file).split(sep)[0];
  return importsOf(source).filter((specifier) => {
    const target = landing(file, specifier);
    if (!target?.includes('/')) return false; // modules/index.ts, manifest.ts
    const [module, ...rest] = target.split('/');
    return module !== own && rest.join('/') !== 'index.ts';
  });
}

describe('module boundaries', () => {
  it('the check sees an import past another module entry, whatever its form', () => {
    const file = join(modulesDir, 'members', 'example.ts');
    const source = [
      "import { users } from '../access/access.tables.ts';",
      "import type {\n  Row,\n} from '../accounting/ledgers.ts';",
      "export { x } from '../cms/cms.tables.ts';",
      "const later = await import('../support/support.service.ts');",
      "import { recordAudit } from '../audit/index.ts';",
      "import { members } from './members.tables.ts';",
      "import { defineModule } from '../manifest.ts';",
      "import { createRepository } from '../../resource/repository.ts';",
    ].join('\n');
    expect(crossings(file, source)).toEqual([
      '../access/access.tables.ts',
      '../accounting/ledgers.ts',
      '../cms/cms.tables.ts',
      '../support/support.service.ts',
    ]);
  });

  it('a module reaches another only through that module index.ts', () => {
    const found = tsFiles(modulesDir).flatMap((file) =>
      crossings(file, readFileSync(file, 'utf8')).map((specifier) => `${relative(srcDir, file)} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it('the resource engine imports no module', () => {
    // The engine's own tests walk every declared resource, so they may read the list of modules.
    const engine = tsFiles(join(srcDir, 'resource')).filter((file) => !file.endsWith('.test.ts'));
    expect(engine.length).toBeGreaterThan(0);
    const found = engine.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => landing(file, specifier) !== undefined)
        .map((specifier) => `${relative(srcDir, file)} imports ${specifier}`),
    );
    expect(found).toEqual([]);
  });
});
