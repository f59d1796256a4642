import { messages } from '@domain/messages';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { StatusPage } from '../components/StatusPage';

export default function NotFound() {
  return (
    <StatusPage
      icon={<SearchOffIcon />}
      title={messages.notFound.title}
      text={messages.notFound.text}
      actions={
        <Button component={Link} to="/" variant="contained">
          {messages.notFound.home}
        </Button>
      }
    />
  );
}
