import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { useVerifySecondFactor } from '../api.js';

/** After a right password for an account with two-step sign-in: the app's code, or a backup code. */
export function TwoFactorChallenge({ onSignedIn, onStartOver }: { onSignedIn: () => void; onStartOver: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The sign-in form this replaces held the focus: it moves to the code box (and back after a switch).
  useEffect(() => input.current?.focus(), [kind]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = kind === 'app' ? code.replace(/\s/g, '') : code.trim();
    if (kind === 'app' && !/^\d{6}$/.test(value)) return setError(t('twoFactor.codeRequired'));
    if (kind === 'backup' && value === '') return setError(t('twoFactor.backupRequired'));
    verify.mutate(
      { code: value, kind },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          setCode('');
          setError(failure.message);
        },
      },
    );
  };
  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    setCode('');
    setError(null);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        {t('twoFactor.signInTitle')}
      </h2>
      <p className="text-sm text-slate-700">
        {kind === 'app' ? t('twoFactor.signInText') : t('twoFactor.signInBackupText')}
      </p>
      <FormField label={kind === 'app' ? t('twoFactor.code') : t('twoFactor.backupCode')} error={error ?? undefined}>
        <Input
          key={kind}
          ref={input}
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" onClick={switchKind}>
          {kind === 'app' ? t('twoFactor.useBackup') : t('twoFactor.useApp')}
        </Button>
        <Button variant="link" onClick={onStartOver}>
          {t('twoFactor.startOver')}
        </Button>
      </div>
    </form>
  );
}
