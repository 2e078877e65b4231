import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '../../../shared/messages.js';
import { WEEK_DAYS } from '../../../shared/constants.js';
import type { ReminderSettingsInput } from '../../../shared/schemas/reminders.js';
import type { ReminderSettingsResponse } from '../../../shared/schemas/responses.js';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { lazyZodResolver } from '../../lib/lazy-resolver.js';
import { reminderTimeZone, useReminder, useSaveReminder } from './reminder-api.js';
import { FormOutcome, type FormOutcomeState } from './form-outcome.js';

// The form's schema (and zod) load at its first validation, not with the page (issue 13).
const resolver = lazyZodResolver(() =>
  import('../../../shared/schemas/reminders.js').then((schemas) => schemas.ReminderSettingsSchema),
);

/**
 * "Daily reminder": one switch, off by default, that turns on an email at 20:00 in this browser's
 * time zone; once on, the time and days can be changed. Every save sends the whole setting.
 */
export function ReminderSection() {
  const { t } = useTranslation();
  const reminder = useReminder();
  return (
    <Card>
      <section aria-labelledby="settings-reminder" className="space-y-4">
        <h2 id="settings-reminder" className="text-xl font-semibold text-slate-900">
          {t('settings.reminderTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('settings.reminderIntro')}</p>
        {reminder.data ? (
          <ReminderForm current={reminder.data} />
        ) : reminder.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {reminder.error.message}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        )}
      </section>
    </Card>
  );
}

function ReminderForm({ current }: { current: ReminderSettingsResponse }) {
  const { t, i18n } = useTranslation();
  const save = useSaveReminder();
  const [outcome, setOutcome] = useState<FormOutcomeState>(null);
  const { register, control, handleSubmit, formState } = useForm<ReminderSettingsInput>({
    resolver,
    values: { enabled: current.enabled, time: current.time, days: current.days, time_zone: reminderTimeZone() },
  });
  const fieldError = (message: string | undefined) =>
    message && (isMessageKey(message) ? t(`validation.${message}`) : message);

  const send = (input: ReminderSettingsInput, savedText: string) => {
    setOutcome(null);
    save.mutate(input, {
      // The form follows the saved answer through `values`.
      onSuccess: () => setOutcome({ ok: true, text: savedText }),
      onError: (error) => setOutcome({ ok: false, text: `${t('settings.reminderFailed')}: ${error.message}` }),
    });
  };
  const toggle = () => {
    const enabled = !current.enabled;
    send(
      { enabled, time: current.time, days: current.days, time_zone: reminderTimeZone() },
      enabled ? t('settings.reminderOn', { time: current.time }) : t('settings.reminderOff'),
    );
  };
  const onSubmit = handleSubmit((values) =>
    send({ ...values, enabled: true }, t('settings.reminderSaved', { time: values.time })),
  );
  const dayName = (day: number) =>
    // 2024-01-01 was a Monday: day 1 is that date, day 7 the Sunday after.
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <span id="reminder-switch-label" className="font-medium text-slate-900">
          {t('settings.reminderSwitch')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={current.enabled}
          aria-labelledby="reminder-switch-label"
          disabled={save.isPending}
          onClick={toggle}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 aria-checked:bg-brand-700"
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${current.enabled ? 'translate-x-5' : 'translate-x-0'}`}
          />
        </button>
      </div>
      {current.enabled && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          <FormField
            label={t('settings.reminderTime')}
            hint={t('settings.reminderZone', { zone: reminderTimeZone() })}
            error={fieldError(formState.errors.time?.message)}
          >
            <Input type="time" className="w-40" {...register('time')} />
          </FormField>
          <Controller
            control={control}
            name="days"
            render={({ field, fieldState }) => (
              <fieldset className="space-y-2" aria-describedby={fieldState.error ? 'reminder-days-error' : undefined}>
                <legend className="text-sm font-medium text-slate-800">{t('settings.reminderDays')}</legend>
                <div className="flex flex-wrap gap-x-4 gap-y-2">
                  {WEEK_DAYS.map((day) => (
                    <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4"
                        checked={field.value.includes(day)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...field.value, day] : field.value.filter((value) => value !== day),
                          )
                        }
                      />
                      {dayName(day)}
                    </label>
                  ))}
                </div>
                {fieldState.error && (
                  <p id="reminder-days-error" className="text-sm text-red-700">
                    {fieldError(fieldState.error.message ?? fieldState.error.root?.message)}
                  </p>
                )}
              </fieldset>
            )}
          />
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t('settings.reminderSaving') : t('settings.reminderSave')}
          </Button>
        </form>
      )}
      <FormOutcome outcome={outcome} />
    </div>
  );
}
