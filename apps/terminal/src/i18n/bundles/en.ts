import { localeMerge, type LocaleTree } from '../merge.ts';

const areas = import.meta.glob<LocaleTree>('../locales/*/en.json', { eager: true, import: 'default' });
/** English area strings (the core English file is already in the first bundle). */
export default localeMerge(...Object.values(areas));
