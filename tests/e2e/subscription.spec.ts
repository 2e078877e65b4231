import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  type Locale,
  prefix,
  signUpReadyForCheckIn,
  test,
  useUpFreeCheckIns,
} from './fixtures.js';

const copy = {
  en: {
    used: 'Free Check-Ins Used',
    plans: 'View subscription plans',
    title: 'Choose Your Plan',
    promo: 'Promo code',
    subscribeStandard: 'Subscribe to Standard',
    testMode: 'Test mode — no real payment',
    pay: 'Pay',
    thanks: 'Thank you for subscribing!',
    active: 'Active: Standard',
    renews: /^Renews on /,
    ends: /^Ends on /,
    refresh: 'Refresh status',
    refreshed: 'Subscription status refreshed',
    yourPlan: 'Your Plan',
    cancelSubscription: 'Cancel subscription',
    cancelAtEnd: 'Cancel at period end',
    endsToast: /^Your subscription will end on /,
    advance: 'Advance test clock by one month',
    advanced: 'Test clock moved one month ahead',
    canceled: 'Canceled',
  },
  es: {
    used: 'Registros gratuitos agotados',
    plans: 'Ver planes de suscripción',
    title: 'Elige tu plan',
    promo: 'Código promocional',
    subscribeStandard: 'Suscribirme a Standard',
    testMode: 'Modo de prueba — sin pago real',
    pay: 'Pagar',
    thanks: '¡Gracias por suscribirte!',
    active: 'Activo: Standard',
    renews: /^Se renueva el /,
    ends: /^Termina el /,
    refresh: 'Actualizar estado',
    refreshed: 'Estado de la suscripción actualizado',
    yourPlan: 'Tu plan',
    cancelSubscription: 'Cancelar suscripción',
    cancelAtEnd: 'Cancelar al final del periodo',
    endsToast: /^Tu suscripción terminará el /,
    advance: 'Adelantar el reloj de prueba un mes',
    advanced: 'El reloj de prueba avanzó un mes',
    canceled: 'Cancelada',
  },
} as const;

/** One ordinary check-in through the API; answers the save's status (201, or 403 at the free limit). */
async function tryCheckIn(page: Page): Promise<number> {
  const entry = { feeling_text: 'A slow morning, a good coffee, some quiet time.', mood_level: 4 };
  const reflected = await page.request.post('/api/check-ins/reflect', { data: entry });
  if (!reflected.ok()) return reflected.status();
  const { reflection_token } = (await reflected.json()) as { reflection_token: string };
  return (await page.request.post('/api/check-ins', { data: { ...entry, reflection_token } })).status();
}

/** Clicks something that opens a new tab and answers that tab once it reached `path`. */
async function inNewTab(page: Page, click: () => Promise<void>, path: RegExp) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await tab.waitForURL(path);
  return tab;
}

/** Marks the page, so a later check can prove it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);
  const promoCode = locale === 'en' ? 'current2025' : '';

  test(`subscription (${locale}): at the free limit, subscribe ${promoCode ? 'with CURRENT2025' : 'without a code'} in a new tab, then cancel and reach the period end`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpReadyForCheckIn(page, locale, 'subscribe');
    await useUpFreeCheckIns(page);
    expect(await tryCheckIn(page)).toBe(403);
    await page.reload();
    await expect(page.getByRole('heading', { name: t.used })).toBeVisible();
    await page.getByRole('link', { name: t.plans }).click();
    await expect(page).toHaveURL(`${p}/subscription`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await markPage(page);

    // Checkout, in the tab the click opened.
    const promo = page.getByLabel(t.promo);
    await promo.pressSequentially(promoCode);
    await expect(promo).toHaveValue(promoCode.toUpperCase());
    const checkout = await inNewTab(
      page,
      () => page.getByRole('button', { name: t.subscribeStandard }).click(),
      new RegExp(`${p}/subscription/sandbox-checkout/[0-9a-f-]{36}$`),
    );
    await expect(checkout.getByText(t.testMode)).toBeVisible();
    await expect(checkout.getByTestId('amount-due')).toHaveText(
      promoCode ? '€0.00' : locale === 'es' ? '30,00 €' : '€30.00',
    );
    if (promoCode) await expect(checkout.getByText(/^CURRENT2025: 100% off the first month/)).toBeVisible();
    await checkout.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(checkout).toHaveURL(`${p}/subscription`);
    await expect(checkout.getByText(t.thanks)).toBeVisible();
    await expect(checkout.getByText(t.active)).toBeVisible();

    // The first tab follows without a reload.
    await expect(page.getByText(t.active)).toBeVisible();
    await expect(page.getByText(t.renews)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Standard' }).getByText(t.yourPlan)).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    await checkout.close();

    // Unlimited check-ins now.
    expect(await tryCheckIn(page)).toBe(201);
    expect(await tryCheckIn(page)).toBe(201);

    await page.getByRole('button', { name: t.refresh }).click();
    await expect(page.getByText(t.refreshed)).toBeVisible();

    // Cancel at period end in the portal; the plans tab says when it ends.
    const portal = await inNewTab(
      page,
      () => page.getByRole('button', { name: t.cancelSubscription }).click(),
      new RegExp(`${p}/subscription/sandbox-portal/[0-9a-f-]{36}$`),
    );
    await expect(portal.getByText(t.testMode)).toBeVisible();
    await expect(portal.getByRole('table')).toContainText(promoCode ? '€0.00' : '30,00 €');
    await portal.getByRole('button', { name: t.cancelAtEnd }).click();
    await expect(portal.getByText(t.endsToast)).toBeVisible();
    await expect(page.getByText(t.ends)).toBeVisible();
    expect(await tryCheckIn(page)).toBe(201);

    // The test clock reaches the period end: the subscription ends, and so do unlimited check-ins.
    await portal.getByRole('button', { name: t.advance }).click();
    await expect(portal.getByText(t.advanced)).toBeVisible();
    await expect(portal.getByText(t.canceled, { exact: true })).toBeVisible();
    await expect(page.getByText(t.active)).toBeHidden();
    await expect(page.getByRole('button', { name: t.subscribeStandard })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(await tryCheckIn(page)).toBe(403);
  });
}

test('axe finds no violation on the plans, the sandbox checkout and portal, and /marketing-resources', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const check = async (target: Page) => {
    await expect(target.locator('main h1')).toBeVisible();
    await expectNoAxeViolations(target);
  };
  await signUpReadyForCheckIn(page, 'es', 'axe-plans');
  for (const path of ['/subscription', '/es/subscription']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Subscribe to Standard|Suscribirme a Standard/ })).toBeVisible();
    await check(page);
  }
  const checkout = await inNewTab(
    page,
    () => page.getByRole('button', { name: 'Suscribirme a Standard' }).click(),
    /\/es\/subscription\/sandbox-checkout\//,
  );
  await expect(checkout.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await check(checkout);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Activo: Standard')).toBeVisible();
  await check(checkout);
  const portal = await inNewTab(
    checkout,
    () => checkout.getByRole('button', { name: 'Ver facturas' }).click(),
    /\/es\/subscription\/sandbox-portal\//,
  );
  await expect(portal.getByRole('table')).toBeVisible();
  await check(portal);

  await page.context().clearCookies();
  await page.goto('/marketing-resources');
  await check(page);
});

test.describe('marketing resources', () => {
  const sections = [
    'Video walkthrough script',
    'Email templates for therapists',
    'Ex-client outreach email',
    'Partnership structures',
  ];

  test('open to signed-out visitors, English only', async ({ page }) => {
    await page.goto('/marketing-resources');
    await expect(page).toHaveURL('/marketing-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketing Resources' })).toBeVisible();
    for (const name of sections) await expect(page.getByRole('region', { name })).toBeVisible();
    const response = await page.goto('/es/marketing-resources');
    expect(response?.status()).toBe(404);
  });

  test('Print/Save PDF prints only its own section', async ({ page }) => {
    await page.goto('/marketing-resources');
    // No print dialog in a test browser: print() records its call, and the print stylesheet is emulated.
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });
    await page.getByRole('button', { name: 'Print/Save PDF: Email templates for therapists' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Email templates for therapists' })).toBeVisible();
    await expect(page.getByText('A between-sessions companion for your clients').first()).toBeVisible();
    for (const name of sections.filter((s) => s !== 'Email templates for therapists')) {
      await expect(page.getByRole('region', { name })).toBeHidden();
    }
    await expect(page.getByRole('navigation')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page.getByRole('button', { name: /Print\/Save PDF/ }).first()).toBeHidden();

    // After printing, the whole page prints again (without the buttons).
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    for (const name of sections) await expect(page.getByRole('region', { name })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print/Save PDF: Partnership structures' })).toBeVisible();
  });
});
