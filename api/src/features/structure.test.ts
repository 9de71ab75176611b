import fs from 'node:fs';
import path from 'node:path';

// How the features are put together (the issue "Code health": the API as Fastify intends).
const FEATURES = __dirname;
const sources = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(FEATURES, dir.name))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => ({
        feature: dir.name,
        file: `${dir.name}/${file}`,
        text: fs.readFileSync(path.join(FEATURES, dir.name, file), 'utf8'),
      })),
  );
const routeFiles = sources.filter(({ file }) => /(^|[/-])routes\.ts$/.test(file));

it('finds the route files', () => {
  expect(routeFiles.map(({ file }) => file)).toEqual(
    expect.arrayContaining(['users/routes.ts', 'business/routes.ts', 'executives/portal-routes.ts']),
  );
});

it('a feature reaches into another only through its service: no route files, no guards (they are plugins)', () => {
  const crossing = sources.flatMap(({ file, feature, text }) =>
    [...text.matchAll(/from '\.\.\/([\w-]+)\/([\w-]+)'/g)]
      .filter(([, other, module]) => other !== feature && !/(^|-)service$/.test(module))
      .map(([statement]) => `${file}: ${statement}`),
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
