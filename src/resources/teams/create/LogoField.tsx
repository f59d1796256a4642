import { LOGO_HINT_PX } from '@domain/constants';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { type ChangeEvent, useId, useState } from 'react';
import { processLogoFile } from '@/components/logo';

interface LogoFieldProps {
  value: string;
  error?: string;
  onChange: (logo: string) => void;
  /** A processing failure's message; the form shows it under the field. */
  onError: (message: string) => void;
}

/** The logo upload: a PNG file becomes a 100x100 PNG data URL, previewed at 50x50. */
export function LogoField({ value, error, onChange, onError }: LogoFieldProps) {
  const translate = useTranslate();
  const text = (key: string) => translate(`resources.teams.create.${key}`);
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onChange(await processLogoFile(file));
    } catch (caught) {
      onError(caught instanceof Error ? caught.message : translate('app.errors.logo.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <FormLabel required component="span" sx={{ typography: 'subtitle2', color: 'text.primary' }}>
        {text('logo')}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={value || undefined}
          alt={value ? text('logoPreview') : undefined}
          sx={{ width: LOGO_HINT_PX, height: LOGO_HINT_PX, bgcolor: 'action.hover' }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} loading={busy}>
          {text(value ? 'changeLogo' : 'uploadLogo')}
          <input
            hidden
            type="file"
            accept="image/png"
            required
            aria-label={text('logo')}
            aria-describedby={hintId}
            onChange={handleFile}
          />
        </Button>
      </Stack>
      <FormHelperText id={hintId} error={Boolean(error)}>
        {error ?? text('logoHint')}
      </FormHelperText>
    </Stack>
  );
}
