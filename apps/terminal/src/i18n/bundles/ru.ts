import core from '../locales/ru.json';
import { localeMerge, type LocaleTree } from '../merge.ts';

const areas = import.meta.glob<LocaleTree>('../locales/*/ru.json', { eager: true, import: 'default' });
/** Every string of this language: the core file and each area's file, as one chunk loaded on demand. */
export default localeMerge(core, ...Object.values(areas));
