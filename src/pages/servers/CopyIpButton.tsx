import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { messages } from '../../../domain/messages';
import { useAlertDialog } from './useAlertDialog';

const t = messages.servers;

/** Copies a public IP to the clipboard; the outcome shows as an alert dialog (SPEC section 8). */
export function CopyIpButton({ ip }: { ip: string }) {
  const alert = useAlertDialog();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ip);
      alert({ text: t.copied, severity: 'success' });
    } catch {
      alert({ text: t.copyFailed, severity: 'error' });
    }
  };
  const label = t.list.copyLabel(ip);
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
