import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MeResponseSchema,
  ReminderSettingsResponseSchema,
  type ReminderSettingsResponse,
} from '../../../shared/schemas/responses.js';
import { reply, replyError, stubApi } from '../../test/fake-api.js';
import { renderApp, signedInAs } from '../../test/render-app.js';
import SettingsPage from './settings-page.js';

const pages = [{ path: 'settings', Component: SettingsPage }];
const me = signedInAs({ status: 'allowed', used: 1, limit: 5, remaining: 4 });
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A server that keeps what is saved, answering the defaults first. */
function server() {
  let saved: ReminderSettingsResponse = {
    enabled: false,
    time: '20:00',
    days: [1, 2, 3, 4, 5, 6, 7],
    time_zone: null,
    next_due_at: null,
  };
  return stubApi({
    'GET /api/me': () => reply(MeResponseSchema, me),
    'GET /api/auth/get-session': () => ({ status: 200, body: { user: { twoFactorEnabled: false } } }),
    'GET /api/reminders': () => reply(ReminderSettingsResponseSchema, saved),
    'PUT /api/reminders': (request) => {
      const body = request.body as Omit<ReminderSettingsResponse, 'next_due_at'>;
      if (body.time === '25:00') return replyError(400, 'validation', 'Please choose a time of day, like 20:00');
      saved = { ...body, next_due_at: body.enabled ? '2027-01-01T19:00:00.000Z' : null };
      return reply(ReminderSettingsResponseSchema, saved);
    },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('daily reminder in settings', () => {
  it('is off by default; the switch turns it on at 20:00 in this browser’s time zone, every day', async () => {
    const api = server();
    const app = renderApp('/settings', pages);
    const toggle = await screen.findByRole('switch', { name: 'Email me a daily reminder' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(section('Daily reminder')).queryByLabelText('Time')).toBeNull();

    await app.user.click(toggle);
    expect(await within(section('Daily reminder')).findByText('Daily reminder on, at 20:00.')).toBeTruthy();
    expect(api.calls('PUT /api/reminders')[0]!.body).toEqual({
      enabled: true,
      time: '20:00',
      days: [1, 2, 3, 4, 5, 6, 7],
      time_zone: zone,
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Time').value).toBe('20:00');
  });

  it('changes the time and days, and refuses no days before sending anything', async () => {
    const api = server();
    const app = renderApp('/settings', pages);
    await app.user.click(await screen.findByRole('switch', { name: 'Email me a daily reminder' }));
    const reminder = section('Daily reminder');
    const time = await within(reminder).findByLabelText('Time');
    await app.user.clear(time);
    await app.user.type(time, '07:30');
    for (const day of ['Saturday', 'Sunday'])
      await app.user.click(within(reminder).getByRole('checkbox', { name: day }));
    await app.user.click(within(reminder).getByRole('button', { name: 'Save time and days' }));
    expect(await within(reminder).findByText('Saved: your reminder comes at 07:30.')).toBeTruthy();
    expect(api.calls('PUT /api/reminders')[1]!.body).toEqual({
      enabled: true,
      time: '07:30',
      days: [1, 2, 3, 4, 5],
      time_zone: zone,
    });

    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await app.user.click(within(reminder).getByRole('checkbox', { name: day }));
    await app.user.click(within(reminder).getByRole('button', { name: 'Save time and days' }));
    expect(await within(reminder).findByText('Please choose at least one day for your reminder')).toBeTruthy();
    expect(api.calls('PUT /api/reminders')).toHaveLength(2);
  });

  it('speaks Spanish on /es/settings', async () => {
    server();
    const app = renderApp('/es/settings', pages);
    await app.user.click(await screen.findByRole('switch', { name: 'Enviarme un recordatorio diario por correo' }));
    const reminder = section('Recordatorio diario');
    expect(await within(reminder).findByText('Recordatorio diario activado, a las 20:00.')).toBeTruthy();
    expect(within(reminder).getByRole('checkbox', { name: 'lunes' })).toBeTruthy();
  });
});
