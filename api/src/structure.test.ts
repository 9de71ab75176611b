import fs from 'node:fs';
import path from 'node:path';

// How the API is put together: domains (hiring, partners, earnings, accounts, site, back office,
// platform), each a folder of features whose public and staff routes stand side by side.
const DOMAINS = ['accounts', 'back-office', 'earnings', 'hiring', 'partners', 'platform', 'site'];
const sources = DOMAINS.flatMap((domain) =>
  fs
    .readdirSync(path.join(__dirname, domain), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(__dirname, domain, dir.name))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => ({
          domain,
          feature: `${domain}/${dir.name}`,
          file: `${domain}/${dir.name}/${file}`,
          text: fs.readFileSync(path.join(__dirname, domain, dir.name, file), 'utf8'),
        })),
    ),
);
const routeFiles = sources.filter(({ file }) => /(^|[/-])routes\.ts$/.test(file));

it('finds the route files', () => {
  expect(routeFiles.map(({ file }) => file)).toEqual(
    expect.arrayContaining([
      'accounts/users/routes.ts',
      'partners/business/routes.ts',
      'partners/executives/portal-routes.ts',
      'hiring/openings/staff-routes.ts',
    ]),
  );
});

it('a feature reaches into another (in its domain or another) only through its service: no route files, no guards (they are plugins)', () => {
  const crossing = sources.flatMap(({ file, domain, feature, text }) =>
    [
      ...[...text.matchAll(/from '\.\.\/([\w-]+)\/([\w-]+)'/g)].map(([statement, other, module]) => ({
        statement,
        other: `${domain}/${other}`,
        module,
      })),
      ...[...text.matchAll(/from '\.\.\/\.\.\/([\w-]+\/[\w-]+)\/([\w-]+)'/g)].map(
        ([statement, other, module]) => ({ statement, other, module }),
      ),
    ]
      .filter(({ other, module }) => other !== feature && !/(^|-)service$/.test(module))
      .map(({ statement }) => `${file}: ${statement}`),
  );
  expect(crossing).toEqual([]);
});

it('no route file holds SQL: queries live in services', () => {
  const withSql = routeFiles
    .filter(({ text }) =>
      /drizzle-orm|\bdb\s*\.\s*(select|insert|update|delete|execute)\b|\.from\(|sql`/.test(text),
    )
    .map(({ file }) => file);
  expect(withSql).toEqual([]);
});

it('no route file registers an API path of its own: they come from shared/contract', () => {
  const literal = routeFiles.flatMap(({ file, text }) =>
    [...text.matchAll(/\.(get|post|put|patch|delete|route)(<[^>]*>)?\(\s*['`"]\/api/g)].map(
      ([statement]) => `${file}: ${statement}`,
    ),
  );
  expect(literal).toEqual([]);
});
