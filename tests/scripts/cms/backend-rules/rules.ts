import { cmsConfig } from '../../../../schema/generate/cms-config.ts';

export const config = cmsConfig();
export const [pagesCollection, filesCollection] = config.collections;

export const request = (action: string, params?: object) => ({ action, params: { branch: 'master', ...params } });
export const persist = (dataFiles: object[], assets: object[] = []) =>
  request('persistEntry', { dataFiles, assets, options: { commitMessage: 'x' } });
export const page = (name: string, extra: object = {}) => ({
  slug: name,
  path: `content/pages/${name}.yaml`,
  raw: 'x',
  ...extra,
});
