/**
 * Issue 36: the import zones hold what DESIGN.md's "Layout" says. Each probe is a file that would sit
 * in the project (linted where it would live, never written); ESLint must refuse every one that
 * breaks a layer, and pass the ones the layers allow, so a probe cannot fail for another reason.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const ZONES = 'import-x/no-restricted-paths';
const TYPE_EXPRESSION = '@typescript-eslint/consistent-type-imports';

describe('issue 36: probes the layers refuse', () => {
  it.each([
    [
      'server/ reaching the bench',
      'server/probe.ts',
      "import { edgeRows } from '../scripts/bench/edge';\nvoid edgeRows;",
    ],
    [
      "server/ reaching the browser tests' accounts",
      'server/probe.ts',
      "import * as accounts from '../tests/e2e/support/accounts';\nvoid accounts;",
    ],
    ['server/ reaching the Vite config', 'server/probe.ts', "import config from '../vite.config';\nvoid config;"],
    ['server/ reaching the page', 'server/probe.ts', "import { session } from '../src/session/store';\nvoid session;"],
    ['api/ → session/', 'src/api/probe.ts', "import { session } from '../session/store';\nvoid session;"],
    [
      'api/ → session/, a type only',
      'src/api/probe.ts',
      "import type { SessionInfo } from '../session/model';\nlet s: SessionInfo | undefined;\nvoid s;",
    ],
    [
      'api/ → session/use-session',
      'src/api/probe.ts',
      "import { useSession } from '../session/use-session';\nvoid useSession;",
    ],
    [
      'api/ → ui/modal-dialog',
      'src/api/probe.ts',
      "import { ModalDialog } from '../ui/modal-dialog';\nvoid ModalDialog;",
    ],
    ['ui/ → api/', 'src/ui/probe.ts', "import { call } from '../api/client';\nvoid call;"],
    ['routing/ → session/', 'src/routing/probe.ts', "import { session } from '../session/store';\nvoid session;"],
    ['session/ → ui/', 'src/session/probe.ts', "import { ModalDialog } from '../ui/modal-dialog';\nvoid ModalDialog;"],
    ['lib/ → api/', 'src/lib/probe.ts', "import { call } from '../api/client';\nvoid call;"],
    [
      'the worker reaching src/lib through src/shared',
      'src/shared/probe.ts',
      "import { afterPaint } from '../lib/after-paint';\nvoid afterPaint;",
    ],
    ['src/config → src/lib', 'src/config/probe.ts', "import { readItem } from '../lib/storage';\nvoid readItem;"],
    ['the worker → src/lib', 'sw/probe.ts', "import { readItem } from '../src/lib/storage';\nvoid readItem;"],
    [
      'a feature → another feature',
      'src/features/games/probe.ts',
      "import { VipSummary } from '../vip/vip-summary';\nvoid VipSummary;",
    ],
    ['a feature → app/', 'src/features/games/probe.ts', "import * as app from '../../app/router';\nvoid app;"],
    ['contract/ → the page', 'contract/probe.ts', "import { session } from '../src/session/store';\nvoid session;"],
  ])('%s', async (_name, file, code) => {
    expect(await rulesBroken(file, code)).toContain(ZONES);
  });

  it('an import(…) type expression, which hides an edge from the zones', async () => {
    expect(
      await rulesBroken(
        'src/features/games/probe.ts',
        "let s: import('../../session/store').SessionEvent | undefined;\nvoid s;",
      ),
    ).toContain(TYPE_EXPRESSION);
  });

  it.each([
    ['react', "import { useState } from 'react';\nvoid useState;"],
    ['a Node module', "import { readFileSync } from 'node:fs';\nvoid readFileSync;"],
    ['a Node module without its prefix', "import { join } from 'path';\nvoid join;"],
  ])('contract/ importing %s', async (_name, code) => {
    expect(await rulesBroken('contract/probe.ts', code)).toContain('no-restricted-imports');
  });

  it.each([
    ['the DOM', 'export const title = () => document.title;'],
    ['the browser', 'export const online = () => navigator.onLine;'],
    ["Node's process", 'export const env = () => process.env.PORT;'],
  ])('contract/ using %s', async (_name, code) => {
    expect(await rulesBroken('contract/probe.ts', code)).toContain('no-restricted-globals');
  });
});

describe('issue 36: probes the layers allow (so the refusals above are about the layers)', () => {
  it.each([
    ['session/ → api/', 'src/session/probe.ts', "import { call } from '../api/client';\nvoid call;"],
    ['api/ → its own errors', 'src/api/probe.ts', "import { ApiError } from './errors';\nvoid ApiError;"],
    [
      'a feature → api/, session/ and ui/',
      'src/features/games/probe.ts',
      "import { call } from '../../api/client';\nimport { session } from '../../session/store';\nimport { ModalDialog } from '../../ui/modal-dialog';\nvoid [call, session, ModalDialog];",
    ],
    [
      'the worker → src/shared',
      'sw/probe.ts',
      "import { checkForUpdate } from '../src/shared/update-check';\nvoid checkForUpdate;",
    ],
    ['server/ → contract/', 'server/probe.ts', "import { api } from '../contract/endpoints';\nvoid api;"],
    ['contract/ → itself', 'contract/probe.ts', "import { api } from './endpoints';\nvoid api;"],
  ])('%s', async (_name, file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });
});
