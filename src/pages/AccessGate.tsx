import { ACCESS_CODE_LENGTH } from '@domain/constants';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { useAuth } from '../authProvider/AuthServices';
import { FormCard } from '../components/FormCard';
import { useFormSubmit } from '../components/useFormSubmit';
import { translatePublic as translate } from '../i18n/public';

export function AccessGate() {
  const { gate } = useAuth();
  const [code, setCode] = useState('');
  const { error, busy, run } = useFormSubmit();
  const complete = code.length === ACCESS_CODE_LENGTH;
  const inputId = useId();
  const label = translate('app.access.gate.codeLabel');

  // TextField's parts rather than TextField, which imports Select (and its menu and popover) with it:
  // the gate is the first screen of every visit (docs/decisions/0020-landing-bundle.md).
  return (
    <FormCard
      icon={<VpnKeyIcon />}
      title={translate('app.access.gate.title')}
      intro={translate('app.access.gate.text')}
      error={error}
      onSubmit={() => complete && run(() => gate.verify(code))}
    >
      <FormControl variant="outlined">
        <InputLabel htmlFor={inputId}>{label}</InputLabel>
        <OutlinedInput
          id={inputId}
          label={label}
          type="password"
          value={code}
          onChange={(event) => setCode(event.target.value.slice(0, ACCESS_CODE_LENGTH))}
          autoComplete="off"
          autoFocus
          inputProps={{ maxLength: ACCESS_CODE_LENGTH, 'data-testid': 'access-code' }}
        />
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={!complete || busy}>
        {translate('app.access.gate.verify')}
      </Button>
    </FormCard>
  );
}
