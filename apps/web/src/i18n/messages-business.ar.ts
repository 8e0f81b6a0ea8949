/**
 * The developers', receivables' and reports' messages (docs/decisions/510, 530, 531) in Arabic, keyed
 * by their English text: a part of messages.ar.ts, which the whole catalogue's type checks.
 */
export const businessAr = {
  // Developers (docs/decisions/530).
  'A developer with this name already exists': 'يوجد مطوّر بهذا الاسم بالفعل',
  'Developer not found': 'المطوّر غير موجود',
  'Protection days must be a whole number from 1 to 3650':
    'أيام الحماية يجب أن تكون عددًا صحيحًا من 1 إلى 3650',
  'Commission must be between 0 and 20': 'العمولة يجب أن تكون بين 0 و20',
  'Commission may have at most two decimals': 'العمولة تقبل منزلتين عشريتين على الأكثر',
  'This developer has projects; move them to another developer before deleting it':
    'لهذا المطوّر مشروعات؛ انقلها إلى مطوّر آخر قبل حذفه',
  'This developer has commission claims and cannot be deleted': 'لهذا المطوّر مطالبات عمولة ولا يمكن حذفه',
  'Developer added': 'تمت إضافة المطوّر',
  'Developer saved': 'تم حفظ المطوّر',
  'Developer deleted': 'تم حذف المطوّر',
  // What the developers owe (docs/decisions/531).
  'Commission claim not found': 'مطالبة العمولة غير موجودة',
  'Invoice number is required': 'رقم الفاتورة مطلوب',
  'Enter the invoice date as YYYY-MM-DD': 'أدخل تاريخ الفاتورة بالصيغة YYYY-MM-DD',
  'Invoice amount is required': 'مبلغ الفاتورة مطلوب',
  'Enter the payment date as YYYY-MM-DD': 'أدخل تاريخ الدفع بالصيغة YYYY-MM-DD',
  'Amount received is required': 'المبلغ المحصَّل مطلوب',
  'The amount must be more than 0': 'يجب أن يكون المبلغ أكبر من 0',
  'The payment is more than what is left to pay': 'الدفعة أكبر من المتبقي',
  'Reason is required': 'السبب مطلوب',
  'Claim invoiced': 'تم إصدار فاتورة المطالبة',
  'Payment recorded': 'تم تسجيل الدفعة',
  // When a commission goes into the earnings (docs/decisions/532).
  'Choose when a commission is added to the earnings': 'اختر متى تُضاف العمولة إلى الأرباح',
  "The developer has not paid this deal's commission yet: it is added once the claim is Paid":
    'لم يدفع المطوّر عمولة هذه الصفقة بعد: تُضاف حين تصبح المطالبة مدفوعة',
  'Claim written off': 'تم شطب المطالبة',
  'Another admin changed this claim meanwhile: reload it and try again':
    'غيّر مشرف آخر هذه المطالبة في الأثناء: أعد تحميلها وحاول مرة أخرى',
  // Reports (docs/decisions/510).
  'Enter the first day as YYYY-MM-DD': 'أدخل اليوم الأول بالصيغة YYYY-MM-DD',
  'Enter the last day as YYYY-MM-DD': 'أدخل اليوم الأخير بالصيغة YYYY-MM-DD',
  'The last day must not be before the first': 'اليوم الأخير يجب ألا يسبق الأول',
  'Choose at most three years': 'اختر ثلاث سنوات على الأكثر',
  'Only a super admin may pick another admin': 'لا يختار مشرفًا آخر إلا المشرف العام',
  'At most 100 characters': '100 حرف على الأكثر',
  // Price lists (docs/decisions/550).
  'This project has no price list in force on that day':
    'لا توجد لهذا المشروع قائمة أسعار سارية في ذلك اليوم',
  // Price sheet imports (docs/decisions/551).
  'Choose a price sheet (XLSX or CSV)': 'اختر ملف أسعار (XLSX أو CSV)',
  'A price sheet must be an XLSX or CSV file': 'ملف الأسعار يجب أن يكون XLSX أو CSV',
  'The sheet has no rows under its header row': 'لا توجد في الملف صفوف تحت صف العناوين',
  'A price sheet may have at most 2,000 rows': 'ملف الأسعار لا يتجاوز 2000 صف',
  'The sheet could not be read': 'تعذّرت قراءة الملف',
  'Price sheet import not found': 'استيراد ملف الأسعار غير موجود',
  'This price sheet was already published': 'نُشر ملف الأسعار هذا من قبل',
  'Choose the column of the unit type, the area and the price': 'اختر عمود نوع الوحدة والمساحة والسعر',
  'Choose a column of the sheet': 'اختر عمودًا من الملف',
  'No row of the sheet could be read': 'تعذّرت قراءة كل صفوف الملف',
  'The new prices cannot start before the current ones': 'لا يمكن أن تبدأ الأسعار الجديدة قبل الحالية',
  'The new prices cannot start after today': 'لا يمكن أن تبدأ الأسعار الجديدة بعد اليوم',
  'Price list published': 'تم نشر قائمة الأسعار',
  'The unit type is empty': 'نوع الوحدة فارغ',
  'The unit type is not one of the project types': 'نوع الوحدة ليس من أنواع المشروع',
  'The area is not a positive number': 'المساحة ليست عددًا موجبًا',
  'The price is not a whole number of EGP': 'السعر ليس عددًا صحيحًا بالجنيه',
  'The down payment is not a percentage from 0 to 100': 'المقدم ليس نسبة من 0 إلى 100',
  'The years are not a whole number from 0 to 30': 'السنوات ليست عددًا صحيحًا من 0 إلى 30',
  'The type already has 3 areas and prices': 'للنوع 3 مساحات وأسعار بالفعل',
  'The project already has 4 payment plans': 'للمشروع 4 خطط سداد بالفعل',
  // Saved views (docs/decisions/560).
  'Name the view': 'سمِّ طريقة العرض',
  'This list cannot be saved as a view': 'لا يمكن حفظ هذه القائمة كطريقة عرض',
  'A view opens on a console screen': 'طريقة العرض تُفتح على شاشة من شاشات لوحة التحكم',
  'A view keeps at most 20 settings': 'طريقة العرض تحفظ 20 إعدادًا على الأكثر',
  'Only a super admin can share a view with every admin':
    'المشرف العام وحده يمكنه مشاركة طريقة عرض مع كل المشرفين',
  'Only the view’s owner can change it': 'صاحب طريقة العرض وحده يمكنه تغييرها',
  'View not found': 'طريقة العرض غير موجودة',
  // The queues' overdue filter (docs/decisions/561).
  'Choose overdue (yes) or not overdue (no)': 'اختر متأخرًا (نعم) أو غير متأخر (لا)',
  'A filter has at most 200 characters': 'عامل التصفية لا يتجاوز 200 حرف',
} as const;
