// The static pages' text groups (decision 140): their loaders in a module of their own, which only
// those pages fetch (i18n.ts's loadTexts), so the table of loaders every page carries in the entry
// does not grow with them. One literal glob per group, as in i18n.ts.
import type { Messages } from '@lingui/core';

export const STATIC_PAGE_TEXTS = {
  // Each its own: long texts a reader of one of them does not need for another.
  // About's, the Terms' and the Privacy Policy's bodies are never hydrated (StaticRegion): their
  // texts come only when the browser draws them itself, after a client navigation (`*-body`).
  about: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=about' }),
  'about-body': import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=about-body',
  }),
  // How it works.
  guide: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=guide' }),
  faq: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=faq' }),
  legal: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=legal' }),
  'terms-body': import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=terms-body',
  }),
  'privacy-body': import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=privacy-body',
  }),
  token: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', { query: '?texts=token' }),
  whitepaper: import.meta.glob<{ default: Messages }>('../../locales/*/web.po', {
    query: '?texts=whitepaper',
  }),
};

export type StaticPageTextGroup = keyof typeof STATIC_PAGE_TEXTS;
