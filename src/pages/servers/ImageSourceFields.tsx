import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import type { Snapshot } from '../../../domain/api';
import { messages } from '../../../domain/messages';
import { IMAGE_SOURCES, type ImageSource } from '../../../domain/servers';
import { OptionSelect } from './OptionSelect';
import type { ServerFormErrors, ServerFormValues } from './serverForm';

const t = messages.servers.create;

const isImageSource = (value: string): value is ImageSource =>
  IMAGE_SOURCES.some((source) => source === value);

type ImageValues = Pick<ServerFormValues, 'imageSource' | 'snapshotId' | 'distribution'>;

interface ImageSourceFieldsProps {
  values: ImageValues;
  errors: ServerFormErrors;
  snapshots: readonly Snapshot[];
  onChange: (change: Partial<ImageValues>) => void;
}

/** The image a server boots: one of our snapshots (then required) or a distribution slug. */
export function ImageSourceFields({ values, errors, snapshots, onChange }: ImageSourceFieldsProps) {
  const labelId = useId();
  return (
    <>
      <FormControl>
        <FormLabel id={labelId}>{t.imageSource}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={values.imageSource}
          onChange={(event) =>
            isImageSource(event.target.value) && onChange({ imageSource: event.target.value })
          }
        >
          {IMAGE_SOURCES.map((source) => (
            <FormControlLabel key={source} value={source} control={<Radio />} label={t.sources[source]} />
          ))}
        </RadioGroup>
      </FormControl>
      {values.imageSource === 'snapshot' ? (
        <OptionSelect
          required
          label={t.snapshot}
          value={values.snapshotId}
          options={snapshots.map((snapshot) => ({ value: String(snapshot.id), label: snapshot.name }))}
          onChange={(snapshotId) => onChange({ snapshotId })}
          error={errors.snapshotId}
          hint={snapshots.length === 0 ? t.noSnapshots : undefined}
        />
      ) : (
        <TextField
          fullWidth
          label={t.distribution}
          value={values.distribution}
          onChange={(event) => onChange({ distribution: event.target.value })}
          error={Boolean(errors.distribution)}
          helperText={errors.distribution}
        />
      )}
    </>
  );
}
