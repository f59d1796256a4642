import { FORFEIT_KINDS } from '@domain/match-rules';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate } from 'ra-core';

/** The choice of a forfeit's kind (no-show, technical, mutual), each in words; the field's props pass through. */
export function ForfeitKindSelect(props: TextFieldProps) {
  const translate = useTranslate();
  return (
    <TextField select label={translate('app.match.report.forfeitKind')} sx={{ minWidth: 180 }} {...props}>
      {FORFEIT_KINDS.map((kind) => (
        <MenuItem key={kind} value={kind}>
          {translate(`app.match.forfeitKind.${kind}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
