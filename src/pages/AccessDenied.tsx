import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function AccessDenied() {
  const navigate = useNavigate();
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<LockIcon />}
      title={translate('app.errors.accessDenied.title')}
      text={translate('app.errors.accessDenied.text')}
      actions={
        <Button variant="contained" onClick={() => navigate(-1)}>
          {translate('app.errors.accessDenied.goBack')}
        </Button>
      }
    />
  );
}
