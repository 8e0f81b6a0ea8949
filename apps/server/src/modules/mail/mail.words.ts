import type { Language } from '@simsar/contract/bilingual';
import type { QueueKind } from '@simsar/contract/queue-kinds';
import type { UserType } from '@simsar/contract/users';

/** One e-mail's words before it is rendered: the subject line and the body's paragraphs. */
export type MailWords = { line: string; paragraphs: string[] };

/** Each queue's name in Arabic, as the console says it (web i18n/queues.ar.ts); a new queue must add its own. */
const queueNamesAr: Record<QueueKind, string> = {
  pending_brokers: 'الوسطاء المنتظرون',
  password_reset: 'طلبات إعادة تعيين كلمة المرور',
  form: 'النماذج',
  cil: 'خطابات تعريف العملاء',
  deal: 'الصفقات',
  disputes: 'النزاعات',
  request_franchises: 'طلبات الانضمام',
  property_consultant: 'مستشار عقاري',
  contact_sales: 'مبيعات المطوّر',
  request_media: 'شراء الإعلانات',
  request_organic_leads: 'العملاء المحتملون (أورجانيك)',
  feedback: 'الآراء',
};

const memberTypesAr: Record<UserType, string> = { Broker: 'الوسيط', Client: 'العميل', Franchise: 'الفرع' };

export function queueNameIn(language: Language, kind: QueueKind, english: string): string {
  return language === 'ar' ? queueNamesAr[kind] : english;
}

type Member = { name: string; phone: string; userType: UserType };

/** Every event's words in both languages; `{...}` values are the caller's, escaped when rendered. */
export const mailWords = {
  assignment: (language: Language, member: Member): MailWords =>
    language === 'ar'
      ? {
          line: `أُسند إليك ${memberTypesAr[member.userType]} ${member.name}`,
          paragraphs: [`${memberTypesAr[member.userType]} ${member.name} (${member.phone}) أصبح من أعضائك.`],
        }
      : {
          line: `${member.userType} ${member.name} was assigned to you`,
          paragraphs: [`${member.userType} ${member.name} (${member.phone}) is now one of your members.`],
        },
  mention: (language: Language, input: { byName: string; text: string }): MailWords =>
    language === 'ar'
      ? {
          line: `أشار إليك ${input.byName}`,
          paragraphs: [`أشار إليك ${input.byName} في ملاحظة:`, input.text],
        }
      : {
          line: `${input.byName} mentioned you`,
          paragraphs: [`${input.byName} mentioned you in a note:`, input.text],
        },
  overdue: (language: Language, item: { queue: string; summary: string; hours: number }): MailWords =>
    language === 'ar'
      ? {
          line: `متأخر: ${item.summary} (${item.queue})`,
          paragraphs: [
            `تجاوز هذا العنصر في ${item.queue} مدة ${item.hours} ساعة المستهدفة: ${item.summary}.`,
          ],
        }
      : {
          line: `Overdue: ${item.summary} (${item.queue})`,
          paragraphs: [`This item in ${item.queue} is past its ${item.hours}-hour target: ${item.summary}.`],
        },
  password_reset: (language: Language, byName: string): MailWords =>
    language === 'ar'
      ? {
          line: 'أُعيد تعيين كلمة المرور الخاصة بك',
          paragraphs: [
            `أعاد ${byName} تعيين كلمة المرور الخاصة بك، وانتهت جلساتك الأخرى.`,
            'إن لم تكن تتوقع ذلك، فأبلغ مشرفًا عامًا الآن.',
          ],
        }
      : {
          line: 'Your password was reset',
          paragraphs: [
            `${byName} set a new password for your account; your other sessions ended.`,
            'If you did not expect this, tell a super admin now.',
          ],
        },
  two_factor: (language: Language, input: { on: boolean; byName: string }): MailWords =>
    language === 'ar'
      ? {
          line: input.on ? 'تم تفعيل التحقق بخطوتين لحسابك' : 'تم إيقاف التحقق بخطوتين لحسابك',
          paragraphs: [
            `${input.on ? 'فعّل' : 'أوقف'} ${input.byName} التحقق بخطوتين لحسابك.`,
            'إن لم تكن تتوقع ذلك، فأبلغ مشرفًا عامًا الآن.',
          ],
        }
      : {
          line: input.on
            ? 'Two-factor sign-in was turned on for your account'
            : 'Two-factor sign-in was turned off for your account',
          paragraphs: [
            `${input.byName} turned two-factor sign-in ${input.on ? 'on' : 'off'} for your account.`,
            'If you did not expect this, tell a super admin now.',
          ],
        },
  digest: (language: Language, count: number): MailWords =>
    language === 'ar'
      ? { line: `ملخصك اليومي: ${count}`, paragraphs: ['ما حدث منذ ملخصك السابق:'] }
      : { line: `Your daily digest: ${count}`, paragraphs: ['What happened since your last digest:'] },
  overdueSummary: (language: Language, total: number): MailWords =>
    language === 'ar'
      ? {
          line: `المتأخر اليوم: ${total}`,
          paragraphs: [`${total} عنصرًا تجاوزت هدفها.`, 'أرقام التقارير ستضاف هنا عند توفرها.'],
        }
      : {
          line: `Overdue today: ${total}`,
          paragraphs: [
            `${total} items are past their target.`,
            "The reports' figures will be added here once the console has reports.",
          ],
        },
  open: (language: Language) => (language === 'ar' ? 'فتح في لوحة التحكم' : 'Open in the console'),
  perQueue: (language: Language) => (language === 'ar' ? 'حسب القائمة' : 'Per queue'),
  perAdmin: (language: Language) => (language === 'ar' ? 'حسب المشرف' : 'Per admin'),
  unassigned: (language: Language) => (language === 'ar' ? 'بلا مشرف' : 'No admin'),
};
