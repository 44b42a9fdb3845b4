// The environment of the development CMS: cms/.env (secrets made once) plus the defaults that
// `npm start` and `npm run build` share.
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, ensureDevelopmentEnv } from './cms-process.mjs';

export const DEV_ADMIN = {
  email: process.env.CMS_ADMIN_EMAIL ?? 'editor@meridian.local',
  password: process.env.CMS_ADMIN_PASSWORD ?? 'Meridian-Editor-2026',
};

export function developmentCmsEnv(extra = {}) {
  const file = ensureDevelopmentEnv();
  const fromFile = Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('=') && !line.startsWith('#'))
      .map((line) => {
        const index = line.indexOf('=');
        return [line.slice(0, index), line.slice(index + 1)];
      }),
  );
  return {
    NODE_ENV: 'development',
    CMS_ADMIN_EMAIL: DEV_ADMIN.email,
    CMS_ADMIN_PASSWORD: DEV_ADMIN.password,
    ...fromFile,
    ...extra,
  };
}

export const ADMIN_BUILD_INDEX = path.join(CMS_DIR, 'node_modules', '@strapi', 'admin', 'dist', 'server');
