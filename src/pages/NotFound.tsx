import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function NotFound() {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<SearchOffIcon />}
      title={translate('app.errors.notFound.title')}
      text={translate('app.errors.notFound.text')}
      actions={
        <Button component={Link} to="/" variant="contained">
          {translate('app.errors.notFound.home')}
        </Button>
      }
    />
  );
}
