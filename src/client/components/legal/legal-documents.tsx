import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';
import { AboutPersonaDocument } from './about-persona-document';
import { CguDocument } from './cgu-document';
import { ContactDocument } from './contact-document';
import { LegalNoticeDocument } from './legal-notice-document';
import { PrivacyDocument } from './privacy-document';

export type LegalDocumentId =
  'qui-est-celeste' | 'cgu' | 'mentions-legales' | 'politique-confidentialite' | 'contact';

export interface LegalDocument {
  /** The page's h1, the dialog's title and the tab title. */
  title: string;
  /** The route that shows the document on its own page (spec §2). */
  path: string;
  /** The text itself, without its title: the page or the dialog adds it. */
  Content: ComponentType;
}

/** One source per text, shown by the pages and by every dialog. */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'qui-est-celeste': {
    title: 'Qui est Céleste ?',
    path: paths.aboutPersona,
    Content: AboutPersonaDocument,
  },
  cgu: { title: "Conditions générales d'utilisation", path: paths.cgu, Content: CguDocument },
  'mentions-legales': {
    title: 'Mentions légales',
    path: paths.legalNotice,
    Content: LegalNoticeDocument,
  },
  'politique-confidentialite': {
    title: 'Politique de confidentialité',
    path: paths.privacy,
    Content: PrivacyDocument,
  },
  contact: { title: 'Contact', path: paths.contact, Content: ContactDocument },
};
