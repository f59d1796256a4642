import { messages } from '../../../domain/messages';
import { Page } from '../../components/Page';
import { AlertDialogProvider } from './AlertDialogProvider';
import { CreateServerForm } from './CreateServerForm';
import { ServersList } from './ServersList';

/** SPEC section 2's Server management (/admin/digital-ocean): the create form and the active servers. */
export default function ServerManagementPage() {
  return (
    <Page title={messages.servers.title} maxWidth={1400}>
      <AlertDialogProvider>
        <CreateServerForm />
        <ServersList />
      </AlertDialogProvider>
    </Page>
  );
}
