import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useDropletsTranslate } from './dropletsResource';
import { useAlertDialog } from './useAlertDialog';

/** Copies a public IP to the clipboard; the outcome shows as an alert dialog. */
export function CopyIpButton({ ip }: { ip: string }) {
  const translate = useDropletsTranslate();
  const alert = useAlertDialog();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ip);
      alert({ text: translate('notifications.copied'), severity: 'success' });
    } catch {
      alert({ text: translate('notifications.copyFailed'), severity: 'error' });
    }
  };
  const label = translate('list.copyLabel', { ip });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          void copy();
        }}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
