import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { messages } from '../../../domain/messages';
import { visuallyHidden } from '../../components/visuallyHidden';

/** A column the team tables drop below 600 px (SPEC section 9's mobile breakpoint). */
export const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };

/** The heading of a team table's logo column: read out, not shown. */
export function LogoHeaderCell() {
  return (
    <TableCell>
      <Box component="span" sx={visuallyHidden}>
        {messages.teamForm.logo}
      </Box>
    </TableCell>
  );
}
