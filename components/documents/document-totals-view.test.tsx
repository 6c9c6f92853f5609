import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { computeTotals } from '@/lib/utils/document-totals';
import { DocumentTotalsView } from './document-totals-view';

const freight = { quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '624' };
const exempt = { quantity: '1', unitPrice: '100.00', vatRate: 0 };

describe('DocumentTotalsView', () => {
  it('shows the withheld KDV and what is payable after it when a line withholds', () => {
    renderWithProviders(<DocumentTotalsView totals={computeTotals([freight, exempt])} />);
    expect(screen.getByTestId('total-grand')).toHaveTextContent('1.300,00');
    expect(screen.getByText('KDV tevkifatı')).toBeInTheDocument();
    expect(screen.getByTestId('total-withholding')).toHaveTextContent(/^-.*40,00/);
    expect(screen.getByText('Tevkifat sonrası ödenecek')).toBeInTheDocument();
    expect(screen.getByTestId('total-payable')).toHaveTextContent('1.260,00');
  });

  it('shows no withholding rows without a code', () => {
    renderWithProviders(<DocumentTotalsView totals={computeTotals([{ ...freight, withholdingCode: null }])} />);
    expect(screen.getByTestId('total-grand')).toHaveTextContent('1.200,00');
    expect(screen.queryByTestId('total-withholding')).toBeNull();
    expect(screen.queryByTestId('total-payable')).toBeNull();
  });
});
