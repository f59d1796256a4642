import type { Invitation } from '@domain/api';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PendingListProps {
  title: string;
  empty: string;
  items: Invitation[];
  /** The item's primary text. */
  label: (invitation: Invitation) => ReactNode;
  actions: (invitation: Invitation) => ReactNode;
}

/** A titled list of pending invitations or requests, each with its buttons. */
export function PendingList({ title, empty, items, label, actions }: PendingListProps) {
  return (
    <section aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((invitation) => (
            <ListItem key={invitation.id} disableGutters>
              <ListItemText
                primary={label(invitation)}
                secondary={new Date(invitation.timestamp).toLocaleDateString()}
              />
              <Stack direction="row" spacing={1}>
                {actions(invitation)}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
