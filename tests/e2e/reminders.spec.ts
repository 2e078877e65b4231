import { expect, expectNoAxeViolations, prefix, signUp, test, uniqueEmail, type Locale } from './fixtures.js';

const copy = {
  en: {
    section: 'Daily reminder',
    toggle: 'Email me a daily reminder',
    on: 'Daily reminder on, at 20:00.',
    time: 'Time',
    zone: 'In your time zone (Europe/Madrid).',
    saturday: 'Saturday',
    save: 'Save time and days',
    saved: 'Saved: your reminder comes at 07:30.',
    off: 'Daily reminder off.',
  },
  es: {
    section: 'Recordatorio diario',
    toggle: 'Enviarme un recordatorio diario por correo',
    on: 'Recordatorio diario activado, a las 20:00.',
    time: 'Hora',
    zone: 'En tu zona horaria (Europe/Madrid).',
    saturday: 'sábado',
    save: 'Guardar hora y días',
    saved: 'Guardado: tu recordatorio llegará a las 07:30.',
    off: 'Recordatorio diario desactivado.',
  },
} as const;

test.use({ timezoneId: 'Europe/Madrid' });

for (const locale of ['en', 'es'] as Locale[]) {
  const t = copy[locale];
  const p = prefix(locale);

  test(`reminders (${locale}): one switch turns the daily reminder on at 20:00, and it survives a reload`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, locale, uniqueEmail(`reminder-${locale}`), 'a calm river 42');
    await page.goto(`${p}/settings`);
    const section = page.getByRole('region', { name: t.section });
    const toggle = section.getByRole('switch', { name: t.toggle });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    await expect(section.getByText(t.on)).toBeVisible();
    await expect(section.getByLabel(t.time)).toHaveValue('20:00');
    await expect(section.getByText(t.zone)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(section.getByLabel(t.time)).toHaveValue('20:00');
    const saved = (await (await page.request.get('/api/reminders')).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ enabled: true, time: '20:00', time_zone: 'Europe/Madrid' });

    // Another time, no Saturdays; then off again.
    await section.getByLabel(t.time).fill('07:30');
    await section.getByRole('checkbox', { name: t.saturday }).uncheck();
    await section.getByRole('button', { name: t.save }).click();
    await expect(section.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(section.getByLabel(t.time)).toHaveValue('07:30');
    await expect(section.getByRole('checkbox', { name: t.saturday })).not.toBeChecked();
    await toggle.click();
    await expect(section.getByText(t.off)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
}
