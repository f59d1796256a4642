import { ACCESS_CODE_LENGTH } from '@domain/constants';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAuth } from '../authProvider/AuthServices';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';

export function AccessGate() {
  const { gate } = useAuth();
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const { error, busy, run } = useFormSubmit();
  const complete = code.length === ACCESS_CODE_LENGTH;

  return (
    <FormCard
      icon={<VpnKeyIcon />}
      title={translate('app.access.gate.title')}
      intro={translate('app.access.gate.text')}
      error={error}
      onSubmit={() => complete && run(() => gate.verify(code))}
    >
      <TextField
        label={translate('app.access.gate.codeLabel')}
        type="password"
        value={code}
        onChange={(event) => setCode(event.target.value.slice(0, ACCESS_CODE_LENGTH))}
        autoComplete="off"
        autoFocus
        slotProps={{ htmlInput: { maxLength: ACCESS_CODE_LENGTH, 'data-testid': 'access-code' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={!complete || busy}>
        {translate('app.access.gate.verify')}
      </Button>
    </FormCard>
  );
}
