import { auditActionInEnglish, auditActionLabels } from '@simsar/contract/audit';
import { auditFieldLabels, auditFieldOf } from '@simsar/contract/audit-fields';
import type { Language } from '@simsar/contract/sign-in';
import { describe, expect, it } from 'vitest';
import type { BookEntries } from '../../i18n/books.ts';
import { textIn } from '../../i18n/i18n.tsx';
import arabic from './words.ar.ts';
import {
  type AuditText,
  type AuditWords,
  actionLabel,
  fieldLabel,
  stateLabel,
  useAuditWords,
} from './words.ts';

/** The book's words in one language, as `useAuditWords` gives them once loaded. */
const wordsIn =
  (language: Language, book: BookEntries): AuditText =>
  (key, values) =>
    textIn(language, book[key] ?? key, values);

const english = wordsIn('en', useAuditWords.english);
const inArabic = wordsIn('ar', arabic as AuditWords);

describe("the audit log's actions (decision 294)", () => {
  it('are said in English as the export says them', () => {
    for (const action of [
      ...Object.keys(auditActionLabels),
      'signed_in',
      'create_training',
      'delete_team_member',
    ]) {
      expect(actionLabel(english, action), action).toBe(auditActionInEnglish(action));
    }
    expect(actionLabel(english, 'update_franchise_training')).toBe('Updated franchise training');
  });

  it('are said in Arabic, a content entry with its type', () => {
    expect(actionLabel(inArabic, 'ban')).toBe('حظر');
    expect(actionLabel(inArabic, 'create_training')).toBe('إنشاء تدريب');
    expect(actionLabel(inArabic, 'locked_out')).toBe('تم إيقاف الدخول مؤقتًا');
  });

  it('leave a code no words name to be shown as written', () => {
    expect(actionLabel(english, 'create_notice')).toBeNull();
    expect(actionLabel(inArabic, 'archive')).toBeNull();
  });
});

describe("the audit log's fields (decision 295)", () => {
  it('are each one field however the server spells it: by column or by property', () => {
    const flat = Object.keys(auditFieldLabels).map((field) => field.toLowerCase().replaceAll('_', ''));
    expect(new Set(flat).size).toBe(flat.length);
    expect(auditFieldOf('admin_id')).toBe('admin_id');
    expect(auditFieldOf('adminId')).toBe('admin_id');
    expect(auditFieldOf('whatsApp')).toBe('whatsapp');
    expect(auditFieldOf('freebrokerDiscount')).toBe('free_broker_discount');
    expect(auditFieldOf('password_hash')).toBeNull();
  });

  it('are said in English and in Arabic, a state with them', () => {
    expect(fieldLabel(english, 'devNameEn')).toBe('Developer (English)');
    expect(fieldLabel(inArabic, 'ban_reason')).toBe('سبب الحظر');
    expect(fieldLabel(inArabic, 'masterPlan')).toBe('المخطط العام');
    expect(stateLabel(english, 'non_done')).toBe('Not done');
    expect(stateLabel(inArabic, 'accept')).toBe('مقبول');
    expect(stateLabel(inArabic, 'archived')).toBeNull();
    expect(fieldLabel(english, 'colour')).toBeNull();
  });
});
