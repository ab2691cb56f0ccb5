import core from '../locales/zh-Hant.json';
import { localeMerge, type LocaleTree } from '../merge.ts';

const areas = import.meta.glob<LocaleTree>('../locales/*/zh-Hant.json', { eager: true, import: 'default' });
/** Every string of this language: the core file and each area's file, as one chunk loaded on demand. */
export default localeMerge(core, ...Object.values(areas));
