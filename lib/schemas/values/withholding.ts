/**
 * GİB's KDV withholding (tevkifat) codes, as the e-invoice carries them (UBL-TR code list
 * WithholdingTaxType): 6xx partial withholding at the rate the KDV Genel Uygulama Tebliği sets
 * (in tenths: 9 is 9/10), 8xx full withholding (10/10). The names are GİB's wording, printed on the
 * invoice and written into its XML. Each code with its rate is checked against GİB's code list in
 * lib/server/einvoice/ubl.test.ts.
 */
export const withholdingCodes = [
  {
    code: '601',
    rate: 4,
    name: 'Yapım İşleri ile Bu İşlerle Birlikte İfa Edilen Mühendislik-Mimarlık ve Etüt-Proje Hizmetleri',
  },
  { code: '602', rate: 9, name: 'Etüt, Plan-Proje, Danışmanlık, Denetim ve Benzeri Hizmetler' },
  { code: '603', rate: 7, name: 'Makine, Teçhizat, Demirbaş ve Taşıtlara Ait Tadil, Bakım ve Onarım Hizmetleri' },
  { code: '604', rate: 5, name: 'Yemek Servis Hizmeti' },
  { code: '605', rate: 5, name: 'Organizasyon Hizmeti' },
  { code: '606', rate: 9, name: 'İşgücü Temin Hizmetleri' },
  { code: '607', rate: 9, name: 'Özel Güvenlik Hizmeti' },
  { code: '608', rate: 9, name: 'Yapı Denetim Hizmetleri' },
  {
    code: '609',
    rate: 7,
    name: 'Fason Olarak Yaptırılan Tekstil ve Konfeksiyon İşleri, Çanta ve Ayakkabı Dikim İşleri ve Bu İşlere Aracılık Hizmetleri',
  },
  { code: '610', rate: 9, name: 'Turistik Mağazalara Verilen Müşteri Bulma / Götürme Hizmetleri' },
  { code: '611', rate: 9, name: 'Spor Kulüplerinin Yayın, Reklam ve İsim Hakkı Gelirlerine Konu İşlemleri' },
  { code: '612', rate: 9, name: 'Temizlik Hizmeti' },
  { code: '613', rate: 9, name: 'Çevre ve Bahçe Bakım Hizmetleri' },
  { code: '614', rate: 5, name: 'Servis Taşımacılığı Hizmeti' },
  { code: '615', rate: 7, name: 'Her Türlü Baskı ve Basım Hizmetleri' },
  { code: '616', rate: 5, name: 'Diğer Hizmetler' },
  { code: '617', rate: 7, name: 'Hurda Metalden Elde Edilen Külçe Teslimleri' },
  {
    code: '618',
    rate: 7,
    name: 'Hurda Metalden Elde Edilenler Dışındaki Bakır, Çinko, Demir Çelik, Alüminyum ve Kurşun Külçe Teslimi',
  },
  { code: '619', rate: 7, name: 'Bakır, Çinko, Alüminyum ve Kurşun Ürünlerinin Teslimi' },
  { code: '620', rate: 7, name: 'İstisnadan Vazgeçenlerin Hurda ve Atık Teslimi' },
  {
    code: '621',
    rate: 9,
    name: 'Metal, Plastik, Lastik, Kauçuk, Kâğıt ve Cam Hurda ve Atıklardan Elde Edilen Hammadde Teslimi',
  },
  { code: '622', rate: 9, name: 'Pamuk, Tiftik, Yün ve Yapağı ile Ham Post ve Deri Teslimleri' },
  { code: '623', rate: 5, name: 'Ağaç ve Orman Ürünleri Teslimi' },
  { code: '624', rate: 2, name: 'Yük Taşımacılığı Hizmeti' },
  { code: '625', rate: 3, name: 'Ticari Reklam Hizmetleri' },
  { code: '626', rate: 2, name: 'Diğer Teslimler' },
  { code: '627', rate: 5, name: 'Demir-Çelik Ürünlerinin Teslimi' },
  {
    code: '801',
    rate: 10,
    name: 'Yapım İşleri ile Bu İşlerle Birlikte İfa Edilen Mühendislik-Mimarlık ve Etüt-Proje Hizmetleri',
  },
  { code: '802', rate: 10, name: 'Etüt, Plan-Proje, Danışmanlık, Denetim ve Benzeri Hizmetler' },
  { code: '803', rate: 10, name: 'Makine, Teçhizat, Demirbaş ve Taşıtlara Ait Tadil, Bakım ve Onarım Hizmetleri' },
  { code: '804', rate: 10, name: 'Yemek Servis Hizmeti' },
  { code: '805', rate: 10, name: 'Organizasyon Hizmeti' },
  { code: '806', rate: 10, name: 'İşgücü Temin Hizmetleri' },
  { code: '807', rate: 10, name: 'Özel Güvenlik Hizmeti' },
  { code: '808', rate: 10, name: 'Yapı Denetim Hizmetleri' },
  {
    code: '809',
    rate: 10,
    name: 'Fason Olarak Yaptırılan Tekstil ve Konfeksiyon İşleri, Çanta ve Ayakkabı Dikim İşleri ve Bu İşlere Aracılık Hizmetleri',
  },
  { code: '810', rate: 10, name: 'Turistik Mağazalara Verilen Müşteri Bulma / Götürme Hizmetleri' },
  { code: '811', rate: 10, name: 'Spor Kulüplerinin Yayın, Reklam ve İsim Hakkı Gelirlerine Konu İşlemleri' },
  { code: '812', rate: 10, name: 'Temizlik Hizmeti' },
  { code: '813', rate: 10, name: 'Çevre ve Bahçe Bakım Hizmetleri' },
  { code: '814', rate: 10, name: 'Servis Taşımacılığı Hizmeti' },
  { code: '815', rate: 10, name: 'Her Türlü Baskı ve Basım Hizmetleri' },
  { code: '816', rate: 10, name: 'Hurda Metalden Elde Edilen Külçe Teslimleri' },
  {
    code: '817',
    rate: 10,
    name: 'Hurda Metalden Elde Edilenler Dışındaki Bakır, Çinko, Demir Çelik, Alüminyum ve Kurşun Külçe Teslimi',
  },
  { code: '818', rate: 10, name: 'Bakır, Çinko, Alüminyum ve Kurşun Ürünlerinin Teslimi' },
  { code: '819', rate: 10, name: 'İstisnadan Vazgeçenlerin Hurda ve Atık Teslimi' },
  {
    code: '820',
    rate: 10,
    name: 'Metal, Plastik, Lastik, Kauçuk, Kâğıt ve Cam Hurda ve Atıklardan Elde Edilen Hammadde Teslimi',
  },
  { code: '821', rate: 10, name: 'Pamuk, Tiftik, Yün ve Yapağı ile Ham Post ve Deri Teslimleri' },
  { code: '822', rate: 10, name: 'Ağaç ve Orman Ürünleri Teslimi' },
  { code: '823', rate: 10, name: 'Yük Taşımacılığı Hizmeti' },
  { code: '824', rate: 10, name: 'Ticari Reklam Hizmetleri' },
  { code: '825', rate: 10, name: 'Demir-Çelik Ürünlerinin Teslimi' },
] as const;

export type WithholdingCode = (typeof withholdingCodes)[number]['code'];

/** The codes alone, for a zod enum. */
export const withholdingCodeValues = withholdingCodes.map((c) => c.code) as [WithholdingCode, ...WithholdingCode[]];

const byCode = new Map<string, (typeof withholdingCodes)[number]>(withholdingCodes.map((c) => [c.code, c]));

/** A withholding code's entry (rate in tenths, GİB name); undefined for a code GİB does not list. */
export const withholdingCode = (code: string) => byCode.get(code);
