import type { CardKey } from './card-keys.ts';
import type { Catalogue } from './catalogue-en.ts';
import { contentTypesAr } from './content-types.ar.ts';
import { queuesAr } from './queues.ar.ts';

/**
 * The console's words in Arabic, as staff in Egypt say them (docs/glossary-ar.md): loaded only when
 * Arabic is chosen (docs/decisions/287). Typed by the English catalogue's keys, the home cards' keys
 * and the translated contract messages: a key missing here fails the typecheck.
 */
export const ar: Catalogue = {
  'language.label': 'اللغة',
  'language.en': 'English',
  'language.ar': 'العربية',
  'digits.label': 'الأرقام',
  'digits.latin': 'أرقام لاتينية (0123)',
  'digits.arabic': 'أرقام عربية (٠١٢٣)',
  'colours.label': 'الألوان',
  'colours.auto': 'حسب النظام',
  'colours.light': 'فاتح',
  'colours.dark': 'داكن',

  'login.title': 'لوحة تحكم {product}',
  'login.intro': 'سجّل الدخول بحساب المشرف الخاص بك.',
  'login.email': 'البريد الإلكتروني',
  'login.password': 'كلمة المرور',
  'login.code': 'رمز التحقق',
  'login.codeHelp': 'الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمز استرداد',
  'login.submit': 'تسجيل الدخول',
  'login.or': 'أو',
  'login.company': 'تسجيل الدخول عبر {provider}',
  'login.signedOut': 'تم تسجيل خروجك من {product}. حسابك في {provider} ما زال مسجّلًا على هذا المتصفح.',
  'login.providerSignOut': 'تسجيل الخروج من {provider} أيضًا',

  'session.checking': 'جارٍ التحقق من جلستك…',
  'session.checkFailed': 'تعذّر التحقق من جلستك',
  'session.tryAgain': 'حاول مرة أخرى',

  'screen.loading': 'جارٍ تحميل الشاشة',
  'screen.cannotReach': 'تعذّر الوصول إلى الخادم',
  'screen.cannotShow': 'تعذّر عرض هذه الصفحة',
  'screen.unreachable': 'تعذّر تحميل هذه الشاشة لأن الخادم غير متاح. ستُحمَّل تلقائيًا عند عودة الاتصال.',
  'screen.reload': 'إعادة التحميل',

  'shell.title': 'لوحة تحكم {product}',
  'shell.superAdmin': 'مشرف عام',
  'shell.admin': 'مشرف',
  'shell.logout': 'تسجيل الخروج',
  'shell.openNavigation': 'إظهار القائمة',
  'shell.closeNavigation': 'إغلاق القائمة',
  'shell.sidebar': 'لوحة التحكم',

  'tab.General': 'عام',
  'tab.Brokers': 'الوسطاء',
  'tab.Clients': 'العملاء',
  'tab.Franchises': 'الفروع',
  'tab.ChangePassword': 'تغيير كلمة المرور',
  'tab.System': 'النظام',

  'home.chooseCard': 'اختر بطاقة لفتح شاشتها.',
  'home.superOnlyTitle': 'هذه الصفحة يفتحها المشرف العام فقط',
  'home.superOnly': '{address} شاشة للمشرف العام، لذلك نُقلت إلى الصفحة الرئيسية.',
  'home.superOnlyClose': 'إغلاق هذا التنبيه',
  'home.view': 'عرض',
  'home.generateLink': 'إنشاء رابط',
  'home.overdue': {
    zero: '{count} متأخر',
    one: 'متأخر واحد',
    two: 'متأخران',
    few: '{count} متأخرة',
    many: '{count} متأخرًا',
    other: '{count} متأخر',
  },
  'home.pendingOrNew': 'معلّق أو جديد',
  'home.unassignedShort': 'بدون مشرف',
  'home.unassignedLong': 'أعضاء بدون مشرف',
  'home.audience.brokers': 'الوسطاء',
  'home.audience.clients': 'العملاء',
  'home.audience.franchises': 'الفروع',

  'guestLinks.dialogTitle': 'رابط الضيف',
  'guestLinks.link': 'الرابط',
  'guestLinks.close': 'إغلاق',
  'guestLinks.copy': 'نسخ الرابط',
  'guestLinks.copyFailed': 'تعذّر نسخ الرابط: حدّده وانسخه يدويًا',
  'guestLinks.waiting': 'روابط ضيوف في الانتظار',
  'guestLinks.waitingHelp': 'مشروعات فارغة لم يملأها ضيفها بعد.',
  'guestLinks.made': 'أُنشئ في {date}',
  'guestLinks.change': 'تغيير الرابط',
  'guestLinks.changeConfirm': 'سيتوقف الرابط القديم عن العمل. هل تريد إنشاء رابط جديد؟',
  'guestLinks.delete': 'حذف',
  'guestLinks.item': 'رابط ضيف {id}',

  'toast.error': 'خطأ',
  'toast.done': 'تم',
};

/** Each queue's home card, from its Arabic (queues.ar.ts). */
function queueCards() {
  return Object.fromEntries(
    Object.entries(queuesAr).map(([kind, arabic]) => [`queue.${kind}`, arabic.card]),
  ) as Record<Extract<CardKey, `queue.${string}`>, { title: string; description: string }>;
}

/** Each content type's home card, from its Arabic (content-types.ar.ts). */
function contentCards() {
  return Object.fromEntries(
    Object.entries(contentTypesAr).flatMap(([type, arabic]) =>
      arabic.card ? [[`content.${type}`, arabic.card]] : [],
    ),
  ) as Record<Extract<CardKey, `content.${string}`>, { title: string; description: string }>;
}

/** The home cards' words: `{product}` is the product's name, `{audience}` the tab's members. */
export const arCards: Record<CardKey, { title: string; description: string }> = {
  inbox: { title: 'صندوق الوارد', description: 'كل عنصر في انتظار المراجعة من كل الطوابير، الأقدم أولًا' },
  reports: { title: 'التقارير', description: 'الوساطة في لمحة: الصفقات والعمولة وأوقات الاستجابة والأعضاء' },
  projects: { title: 'المشروعات', description: 'المشروعات ووحداتها' },
  receivables: { title: 'المستحقات', description: 'عمولات المطوّرين المستحقة حسب العمر والإجماليات' },
  developers: { title: 'المطوّرون', description: 'المطوّرون العقاريون وجهات التواصل وشروط العمولة' },
  guestLink: {
    title: 'إنشاء رابط ضيف',
    description: 'ينسخ رابطًا لمشروع جديد فارغ يملؤه ضيف دون تسجيل الدخول',
  },
  admins: { title: 'المشرفون', description: 'المشرفون والأعضاء التابعون لهم' },
  audit: { title: 'سجل التغييرات', description: 'كل تغيير أجراه المشرفون' },
  clients: { title: 'العملاء', description: 'العملاء النشطون والمحذوفون' },
  franchises: { title: 'الفروع', description: 'الفروع النشطة والمحذوفة' },
  ...queueCards(),
  ...contentCards(),
};
