import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { FeedbackProvider, useFeedback } from './feedback';

function Actions() {
  const { message, modal } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => message.success('Kaydedildi')}>
        toast
      </button>
      <button
        type="button"
        onClick={() => modal.confirm({ title: 'Silinsin mi?', onOk: () => message.success('Silindi') })}
      >
        confirm
      </button>
    </>
  );
}

const renderActions = () =>
  render(
    <ConfigProvider locale={trTR}>
      <FeedbackProvider>
        <Actions />
      </FeedbackProvider>
    </ConfigProvider>,
  );

describe('the feedback kit', () => {
  it('loads the holders with the first call and delivers calls made while they load', async () => {
    renderActions();
    expect(document.querySelector('.ant-message')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'toast' }));
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Silinsin mi?');
  });

  it("shows a confirmation in the locale's words and runs its OK action", async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tamam' }));
    expect(await screen.findByText('Silindi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses to work outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Actions />)).toThrow(/FeedbackProvider/);
  });
});
