import Decimal from 'decimal.js';
import { withholdingCode } from '@/lib/schemas/values/withholding';
import { computeLineVat, withheldOf, type DocumentTotals, type TotalsLine } from './document-totals';

/**
 * KDV withholding (tevkifat) of a priced document, in exact decimals, on top of its canonical
 * totals (computeTotals):
 *
 * - a line's KDV is its share of its rate's KDV (computeLineVat)
 * - a line with a withholding code withholds round2(its KDV × rate / 10) (withheldOf, which
 *   computeTotals sums into withholdingTotal: the stored totals and the XML agree)
 * - per code: the KDV of its lines and the sum of their withheld amounts
 * - payable ("tevkifat sonrası ödenecek") = grand total − withheld total
 */

export interface WithholdingLine extends Pick<TotalsLine, 'vatRate'> {
  /** A GİB code of lib/schemas/values/withholding, or null for a line without withholding. */
  withholdingCode?: string | null;
}

export interface Withholding {
  lines: { vat: string; withheld: string }[];
  /** one entry per code, in code order: rate in tenths, the KDV it applies to, the amount withheld */
  byCode: { code: string; rate: number; vat: string; amount: string }[];
  total: string;
  payable: string;
}

const cents = (value: string) => new Decimal(value);

export function computeWithholding(lines: WithholdingLine[], totals: DocumentTotals): Withholding {
  const vat = computeLineVat(lines, totals);
  const withheld = lines.map((line, i) => {
    if (!line.withholdingCode) return new Decimal(0);
    const entry = withholdingCode(line.withholdingCode);
    if (!entry) throw new RangeError(`unknown withholding code: ${line.withholdingCode}`);
    return new Decimal(withheldOf(vat[i]!, line.withholdingCode));
  });
  const codes = [...new Set(lines.flatMap((l) => (l.withholdingCode ? [l.withholdingCode] : [])))].sort();
  const byCode = codes.map((code) => {
    const at = lines.flatMap((l, i) => (l.withholdingCode === code ? [i] : []));
    return {
      code,
      rate: withholdingCode(code)!.rate,
      vat: at.reduce((sum, i) => sum.plus(vat[i]!), new Decimal(0)).toFixed(2),
      amount: at.reduce((sum, i) => sum.plus(withheld[i]!), new Decimal(0)).toFixed(2),
    };
  });
  const total = withheld.reduce((a, b) => a.plus(b), new Decimal(0));
  return {
    lines: lines.map((_, i) => ({ vat: vat[i]!, withheld: withheld[i]!.toFixed(2) })),
    byCode,
    total: total.toFixed(2),
    payable: cents(totals.grandTotal).minus(total).toFixed(2),
  };
}
