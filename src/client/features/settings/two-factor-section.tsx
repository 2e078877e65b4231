import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Card } from '../../components/ui/card.js';
import { FormField } from '../../components/ui/form-field.js';
import { Input } from '../../components/ui/input.js';
import { PasswordInput } from '../../components/ui/password-input.js';
import {
  manualKey,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
  useTwoFactorStatus,
  type Enrollment,
} from './two-factor-api.js';

type Outcome = { ok: boolean; text: string } | null;

/** Settings: turn two-step sign-in (TOTP) on with a QR code or a typed key, or off with the password. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const on = status.data === true;

  let body;
  if (backupCodes) body = <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} />;
  else if (enrollment)
    body = (
      <ConfirmEnrollment
        enrollment={enrollment}
        onCancel={() => setEnrollment(null)}
        onConfirmed={() => {
          setBackupCodes(enrollment.backupCodes);
          setEnrollment(null);
          setOutcome({ ok: true, text: t('twoFactor.enabled') });
        }}
      />
    );
  else if (on) body = <DisableForm onDone={setOutcome} />;
  else if (status.isSuccess)
    body = (
      <StartForm
        onStarted={(started) => {
          setOutcome(null);
          setEnrollment(started);
        }}
      />
    );

  return (
    <Card>
      <section aria-labelledby="settings-two-factor" className="space-y-4">
        <h2 id="settings-two-factor" className="text-xl font-semibold text-slate-900">
          {t('twoFactor.title')}
        </h2>
        {status.isSuccess && (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('twoFactor.status')}:</span> {on ? t('twoFactor.on') : t('twoFactor.off')}
            {' — '}
            {on ? t('twoFactor.introOn') : t('twoFactor.introOff')}
          </p>
        )}
        {body}
        <p role="status" className="text-sm text-green-800 empty:hidden">
          {outcome?.ok ? outcome.text : ''}
        </p>
      </section>
    </Card>
  );
}

function PasswordForm({
  pending,
  error,
  submitLabel,
  pendingLabel,
  intro,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  submitLabel: string;
  pendingLabel: string;
  intro?: string;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <FormField label={t('twoFactor.password')} error={error ?? undefined}>
        <PasswordInput
          autoComplete="current-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

function StartForm({ onStarted }: { onStarted: (enrollment: Enrollment) => void }) {
  const { t } = useTranslation();
  const start = useStartTwoFactor();
  const [error, setError] = useState<string | null>(null);
  return (
    <PasswordForm
      pending={start.isPending}
      error={error}
      submitLabel={t('twoFactor.start')}
      pendingLabel={t('twoFactor.starting')}
      onSubmit={(password) => {
        setError(null);
        if (!password) return setError(t('validation.currentPasswordRequired'));
        start.mutate(password, { onSuccess: onStarted, onError: (failure) => setError(failure.message) });
      }}
    />
  );
}

function DisableForm({ onDone }: { onDone: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [error, setError] = useState<string | null>(null);
  return (
    <PasswordForm
      pending={disable.isPending}
      error={error}
      intro={t('twoFactor.disableIntro')}
      submitLabel={t('twoFactor.disable')}
      pendingLabel={t('twoFactor.disabling')}
      onSubmit={(password) => {
        setError(null);
        if (!password) return setError(t('validation.currentPasswordRequired'));
        disable.mutate(password, {
          onSuccess: () => onDone({ ok: true, text: t('twoFactor.disabled') }),
          onError: (failure) => setError(failure.message),
        });
      }}
    />
  );
}

/** The QR library is loaded only when someone sets two-step sign-in up. */
function QrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return <p className="text-sm text-slate-600">{t('twoFactor.qrLoading')}</p>;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('twoFactor.qrAlt')}
      width={192}
      height={192}
      className="rounded border border-slate-200 bg-white"
    />
  );
}

function ConfirmEnrollment({
  enrollment,
  onCancel,
  onConfirmed,
}: {
  enrollment: Enrollment;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setError(t('twoFactor.codeRequired'));
    confirm.mutate(digits, { onSuccess: onConfirmed, onError: (failure) => setError(failure.message) });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">{t('twoFactor.scan')}</p>
      <QrCode uri={enrollment.totpURI} />
      <p className="text-sm text-slate-700">{t('twoFactor.manual')}</p>
      <code data-testid="two-factor-key" className="block break-all rounded bg-slate-100 p-2 font-mono text-sm">
        {manualKey(enrollment.totpURI)}
      </code>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-800">{t('twoFactor.confirmStep')}</p>
        <FormField label={t('twoFactor.code')} error={error ?? undefined}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? t('twoFactor.confirming') : t('twoFactor.confirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('twoFactor.backupTitle')}</h3>
      <p className="text-sm text-slate-800">{t('twoFactor.backupText')}</p>
      <ul aria-label={t('twoFactor.backupTitle')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('twoFactor.backupDone')}</Button>
    </div>
  );
}
