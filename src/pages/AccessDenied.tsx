import { messages } from '@domain/messages';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function AccessDenied() {
  const navigate = useNavigate();
  return (
    <StatusPage
      icon={<LockIcon />}
      title={messages.access.deniedTitle}
      text={messages.access.deniedText}
      actions={
        <Button variant="contained" onClick={() => navigate(-1)}>
          {messages.access.goBack}
        </Button>
      }
    />
  );
}
