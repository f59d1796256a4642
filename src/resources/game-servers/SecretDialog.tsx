import type { IssuedGameServerCredential } from '@domain/api';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';

const SECRET = 'resources.admin/game-servers.secret';

/** The secret of a credential just issued: shown this once, with a copy button. */
export function SecretDialog({
  issued,
  onClose,
}: {
  issued: IssuedGameServerCredential | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const close = () => {
    setCopy(null);
    onClose();
  };
  const copySecret = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog open={issued !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${SECRET}.title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${SECRET}.text`, { clientId: issued?.clientId ?? '' })}
        </Alert>
        <TextField
          label={translate(`${SECRET}.label`)}
          value={issued?.secret ?? ''}
          fullWidth
          multiline
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {copy ? (
          <Alert severity={copy === 'copied' ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
            {translate(`${SECRET}.${copy === 'copied' ? 'copied' : 'copyFailed'}`)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copySecret()}>
          {translate(`${SECRET}.copy`)}
        </Button>
        <Button variant="contained" onClick={close}>
          {translate(`${SECRET}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
