import 'i18next';
import type { en } from './en.js';
import type { enLater } from './en-later.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enLater };
  }
}
