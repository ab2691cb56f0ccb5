import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMarkdown } from './http/api-markdown.ts';

/** Writes docs/api.md from the endpoint catalogue. */
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md');
fs.writeFileSync(target, apiMarkdown());
console.log(`wrote ${target}`);
