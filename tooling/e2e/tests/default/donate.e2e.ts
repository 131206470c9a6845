import { expect, test } from '../../src/fixtures.ts';

// §2 /donate with its child pay-with, §7 POST/GET donate-payment, through the sandbox's pay page.

test.describe('donation', () => {
  test('goes through the payment page and comes back with its status', async ({ page }) => {
    await page.goto('/donate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a donation');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveValue('10');
    await amount.fill('25');
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('textbox', { name: /Email for the receipt/ }).fill('donor@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/donate\/pay-with\?amount=25\.00&currency=usd&method=paypal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your donation');
    await expect(page.getByText('$25.00')).toBeVisible();
    await expect(page.getByText('donor@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox stands in for the payment provider.
    await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByText('25.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/donate\?payment=[0-9a-f-]{36}$/);
    await expect(page.getByText('Thank you!')).toBeVisible();
    await expect(page.getByText('Your donation of $25.00 has been received.')).toBeVisible();
    const id = new URL(page.url()).searchParams.get('payment');
    const stored = await page.request.get(`/api/donate-payment?id=${id}`);
    expect(((await stored.json()) as { status: string }).status).toBe('paid');
  });

  test('a payment cancelled on the provider’s page says so', async ({ page }) => {
    await page.goto('/donate/pay-with?amount=5.00&currency=eur&method=card');
    await expect(page.getByText('€5.00')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(page.getByText('Your donation of €5.00 was cancelled')).toBeVisible();
  });

  test('a bad amount shows a translated error and keeps the input', async ({ page }) => {
    await page.goto('/donate');
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('12.345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('Enter the amount as a number, for example 10 or 10.50.'),
    ).toBeVisible();
    await expect(amount).toHaveValue('12.345');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/donate$/);

    await amount.fill('0.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The smallest donation is $1.00.')).toBeVisible();
    await expect(amount).toHaveValue('0.50');

    // The same check in Russian.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
    const rouble = page.getByRole('textbox', { name: 'Сумма' });
    await rouble.fill('abc');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByText('Введите сумму числом, например 10 или 10,50.')).toBeVisible();
    await expect(rouble).toHaveValue('abc');
  });

  test('a status link for an unknown payment offers a new donation', async ({ page }) => {
    await page.goto('/donate?payment=00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByText('We could not find this payment. Check the link, or start a new donation.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start a new donation' }).click();
    await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  });
});
