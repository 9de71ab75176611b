// The boundaries docs/architecture.md describes (imports flow one way) hold only while eslint.config.mjs enforces
// them. Each fixture below breaks exactly one rule and is linted, as text under a path in the folder
// it pretends to live in, with the repository's real config: a config change that switches a rule
// off, or a later block that replaces an earlier one's list, fails here. Nothing is written to disk.
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { ESLint } from 'eslint';

const ROOT = process.cwd();
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.ruleId ?? 'none');
}

const BOUNDARY = 'import-x/no-restricted-paths';
const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('each broken rule is reported by its own rule id', () => {
  test.each([
    [
      'shared importing the shell',
      'shared/format/fixture.ts',
      "import { AppTree } from '../../shell/src/app';\nexport const tree = AppTree;\n",
      BOUNDARY,
    ],
    [
      'shared importing a remote, several folders deep',
      'shared/ui/deep/fixture.ts',
      "import page from '../../../marketing-remote/src/exposed/home-page';\nexport const p = page;\n",
      BOUNDARY,
    ],
    [
      'a remote importing another remote',
      'marketing-remote/src/pages/fixture.ts',
      "import portal from '../../../user-portal-remote/src/exposed/user-portal';\nexport const p = portal;\n",
      BOUNDARY,
    ],
    [
      'a remote importing the shell',
      'bde-portal-remote/src/fixture.ts',
      "import { AppTree } from '../../shell/src/app';\nexport const tree = AppTree;\n",
      BOUNDARY,
    ],
    [
      'the back office importing another remote',
      'staff-remote/src/features/fixture.ts',
      "import portal from '../../../bde-portal-remote/src/exposed/bde-portal';\nexport const p = portal;\n",
      BOUNDARY,
    ],
    [
      'the shell importing the back office by path',
      'shell/src/routing/fixture.ts',
      "import { StaffApp } from '../../../staff-remote/src/app/staff-app';\nexport const app = StaffApp;\n",
      BOUNDARY,
    ],
    [
      'the shell importing a remote by path',
      'shell/src/routing/fixture.ts',
      "import page from '../../../marketing-remote/src/exposed/home-page';\nexport const p = page;\n",
      BOUNDARY,
    ],
    [
      'the api importing shared/ui',
      'api/src/site/fixture.ts',
      "import { FormField } from 'shared/ui/form-field';\nexport const f = FormField;\n",
      BOUNDARY,
    ],
    [
      'a front end importing the api',
      'user-portal-remote/src/fixture.ts',
      "import * as app from '../../api/src/app';\nexport const s = app;\n",
      BOUNDARY,
    ],
    [
      // Linted as if it were shared/contract/site-config-path.ts, which shared/api/site-config.ts imports.
      'a cycle',
      'shared/contract/site-config-path.ts',
      "import { loadSiteConfig } from '../api/site-config';\nexport const SITE_CONFIG_PATH = String(loadSiteConfig);\n",
      'import-x/no-cycle',
    ],
    [
      'a remote importing react-router itself',
      'marketing-remote/src/pages/fixture.tsx',
      "import { Link } from 'react-router';\nexport const L = Link;\n",
      RESTRICTED,
    ],
    [
      'the shell importing Redux Toolkit itself',
      'shell/src/layout/fixture.ts',
      "import { createSlice } from '@reduxjs/toolkit';\nexport const s = createSlice;\n",
      RESTRICTED,
    ],
    [
      'the light contract importing Yup',
      'shared/contract/fixture.ts',
      "import { string } from 'yup';\nexport const s = string;\n",
      RESTRICTED,
    ],
    [
      'a page importing a response schema as a value',
      'bde-portal-remote/src/features/fixture.ts',
      "import { ProjectRow } from 'shared/contract/business-responses';\nexport const s = ProjectRow;\n",
      RESTRICTED,
    ],
    [
      'shared code importing TypeBox',
      'shared/auth/fixture.ts',
      "import { Type } from '@sinclair/typebox';\nexport const t = Type;\n",
      RESTRICTED,
    ],
    [
      'a feature importing a file another feature does not export',
      'staff-remote/src/features/leads/fixture.ts',
      "import { partnersApi } from '../partners/partners-api';\nexport const a = partnersApi;\n",
      BOUNDARY,
    ],
    [
      'ui/ importing a feature',
      'bde-portal-remote/src/ui/fixture.ts',
      "import { ProjectTable } from '../features/projects/project-table';\nexport const t = ProjectTable;\n",
      BOUNDARY,
    ],
  ])('%s', async (_what, filePath, code, rule) => {
    expect(await ruleIds(filePath, code)).toEqual([rule]);
  });
});

test('a feature may import ui/, app/ and the files another feature exports', async () => {
  expect(
    await ruleIds(
      'staff-remote/src/features/payouts/fixture.ts',
      "import { Pager } from '../../ui/lists/pager';\n" +
        "import { staffApi } from '../../app/staff-api';\n" +
        "import { PartnerFields } from '../partners/partner-fields';\n" +
        'export const all = [Pager, staffApi, PartnerFields];\n',
    ),
  ).toEqual([]);
});

test('a clean module passes: the shell through shared, remotes by their registry, api through the contract', async () => {
  expect(
    await ruleIds(
      'shell/src/routing/fixture.ts',
      "import type { Location } from 'react-router';\n" +
        "import type { RemoteModule } from 'shared/contract/pages/registries';\n" +
        "import { Link } from 'shared/routing/router';\n" +
        "import { ROUTES } from 'shared/contract/routes';\n" +
        "import type { ProjectRow } from 'shared/contract/business-responses';\n" +
        "export type Both = [Location, RemoteModule<'marketing'>, ProjectRow];\n" +
        'export const both = [Link, ROUTES];\n',
    ),
  ).toEqual([]);
  expect(
    await ruleIds(
      'api/src/site/fixture.ts',
      "import { ROUTES } from 'shared/contract/routes';\n" +
        "import { ProjectRow } from 'shared/contract/business-responses';\n" +
        'export const r = [ROUTES, ProjectRow];\n',
    ),
  ).toEqual([]);
});
